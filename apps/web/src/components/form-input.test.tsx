import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormInput } from './form-input';

const ZForm = z.object({
  city: z.string().min(1, 'Enter the city.'),
  zipCode: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code.'),
});

function CityForm() {
  const form = useForm<z.input<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { city: 'Pune', zipCode: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <FormInput form={form} name="city" label="City" className="sm:col-span-2" />
      <FormInput
        form={form}
        name="zipCode"
        label="Zip Code"
        hint="Six digits"
        inputMode="numeric"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormInput', () => {
  it('labels its registered input, passes the input its props, and shows only its own message', async () => {
    render(<CityForm />);
    const city = screen.getByLabelText('City');
    const zip = screen.getByLabelText('Zip Code');
    expect(city).toHaveProperty('value', 'Pune');
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    expect(city.parentElement?.className).toBe('sm:col-span-2');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Enter a 6-digit PIN code.'),
    );
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-invalid')).toBeNull();
    expect(zip.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});
