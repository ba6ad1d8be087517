import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED_FIELDS } from '@/lib/required-fields';
import { fieldsSaidAbove, NameInputs } from './form-input';
import { RequiredFieldsForm } from './required-fields-form';

const ZName = z.object({
  firstName: z.string().min(1, REQUIRED_FIELDS),
  lastName: z.string().min(1, REQUIRED_FIELDS),
});

function NameForm() {
  const form = useForm<z.input<typeof ZName>>({
    resolver: zodResolver(ZName),
    defaultValues: { firstName: 'Asha', lastName: '' },
  });
  return (
    <RequiredFieldsForm
      form={form}
      onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}
      label="Name"
    >
      <NameInputs field={fieldsSaidAbove(form)} />
      <button type="submit">Save</button>
    </RequiredFieldsForm>
  );
}

describe('a form of required fields', () => {
  it('says once, above its fields, that a required one is empty, and marks that one invalid', async () => {
    render(<NameForm />);
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.queryByText(REQUIRED_FIELDS)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIRED_FIELDS)).toBeTruthy();
    expect(screen.getAllByText(REQUIRED_FIELDS)).toHaveLength(1);
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).not.toBe('true');
  });
});
