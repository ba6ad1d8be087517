import { BRAND, MESSAGES, REFERRAL_DISCOUNT_PERCENT } from '@freshfold/shared';
import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyText } from '@/lib/clipboard';

/** 'Your referral link': the link to copy, and to share natively, on WhatsApp or by e-mail. */
export function ReferralLinkCard({ link }: { link: string }) {
  const message = `Get ${REFERRAL_DISCOUNT_PERCENT}% off your first ${BRAND.name} dry-cleaning order with my link: ${link}`;

  const copy = async () => {
    if (await copyText(link)) toast.success(MESSAGES.refer.linkCopied);
    else toast.error(MESSAGES.refer.copyFailed);
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${BRAND.name} referral`, text: message, url: link });
      } catch {
        // The customer closed the share sheet: nothing to report.
      }
      return;
    }
    if (await copyText(link)) toast.info(MESSAGES.refer.shareFallback);
    else toast.error(MESSAGES.refer.copyFailed);
  };

  return (
    <Card className="lg:col-span-2">
      <CardContent className="space-y-4">
        <CardTitle>Your referral link</CardTitle>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Label htmlFor="referral-link" className="sr-only">
            Your referral link
          </Label>
          <Input
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
          <Button onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 className="h-4 w-4" aria-hidden="true" /> Share
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonClasses('outline', 'sm')}
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
          </a>
          <a
            className={buttonClasses('outline', 'sm')}
            href={`mailto:?subject=${encodeURIComponent(`${REFERRAL_DISCOUNT_PERCENT}% off your first ${BRAND.name} order`)}&body=${encodeURIComponent(message)}`}
          >
            <Mail className="h-4 w-4" aria-hidden="true" /> Share by e-mail
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
