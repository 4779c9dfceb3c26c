import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { Field } from './Field';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels the control and describes it by its hint', () => {
    renderWithProviders(<Field id="nick" name="nick" label="Nickname" hint="2 to 16 characters" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('nick');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(input)).toEqual(['2 to 16 characters']);
  });

  it('marks an error invalid and describes the control by it, without an alert unless asked', () => {
    renderWithProviders(<Field id="nick" label="Nickname" hint="2 to 16 characters" error="Too short" ok="Free" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['2 to 16 characters', 'Too short']);
    expect(screen.queryByText('Free')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the error when asked, and only the error', () => {
    const { rerender } = renderWithProviders(<Field id="amount" label="Amount" error="Too small" alert />);
    expect(screen.getByRole('alert').textContent).toBe('Too small');
    rerender(<Field id="amount" label="Amount" ok="Fine" alert />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(describedBy(screen.getByLabelText('Amount'))).toEqual(['Fine']);
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBeNull();
  });

  it('renders a select or a textarea, and keeps a hidden label as the accessible name', () => {
    renderWithProviders(
      <>
        <Field id="bank" as="select" label="Bank" defaultValue="">
          <option value="">Choose</option>
        </Field>
        <Field id="body" as="textarea" label="Message" hideLabel rows={4} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Bank' }).tagName).toBe('SELECT');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(screen.getByText('Message').className).toBe('visually-hidden');
  });
});
