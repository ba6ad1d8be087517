/** The dashboard's confirmations use the design system's dialog. */
export { ConfirmDialog } from '@/components/ui/confirm-dialog';
