import { Link } from 'react-router';

export interface SiteLink {
  to: string;
  label: string;
}

/** A list of links to the site's pages (a column of the footer, the other policies). */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
