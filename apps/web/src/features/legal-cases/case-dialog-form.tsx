import { DialogForm, type DialogFormProps } from '@/components/dialog-form';
import { OfficeDatesProvider } from '@/components/date-inputs';

/** A case's form in a dialog (a hearing, a task, a stage…): wide unless told, its date fields in the office's week. */
export function CaseDialogForm({ size = 'xl', children, ...dialog }: Omit<DialogFormProps, 'variant'>) {
  return (
    <DialogForm size={size} {...dialog}>
      <OfficeDatesProvider>{children}</OfficeDatesProvider>
    </DialogForm>
  );
}
