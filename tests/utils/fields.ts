/** The error or note a Field shows under its control (components/common/Field.tsx), as a screen reader hears it. */
export function fieldMessage(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-message'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
}
