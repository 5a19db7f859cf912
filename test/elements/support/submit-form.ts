/** Fills a form's fields by name and submits it as the browser would; the event tells whether the page load was prevented. */
export function submitForm(host: HTMLElement, values: Record<string, string>): SubmitEvent {
  const form = host.querySelector('form');
  if (!form) throw new Error('no form');
  for (const [name, value] of Object.entries(values)) form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
  const submit = new SubmitEvent('submit', { cancelable: true });
  form.dispatchEvent(submit);
  return submit;
}
