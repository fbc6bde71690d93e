import { announce } from './live';

/**
 * "Was this page helpful?" (`[data-q-feedback]`, shell/components/page-feedback.tsx): its forms
 * posted with fetch (`Accept: application/json`, answered 204), so the visitor stays where they
 * are. A rating shows its comment form (as the `#q-feedback-<rating>` fragment does without
 * JavaScript) and moves focus to its text box; a comment shows the thank-you. A failure is said
 * in the block's alert and the form stays as it was, to try again.
 */
export function enhanceFeedback(doc: Document): void {
  for (const block of Array.from(doc.querySelectorAll<HTMLElement>('[data-q-feedback]'))) {
    const rate = block.querySelector<HTMLFormElement>('form.q-feedback-rate');
    const error = block.querySelector<HTMLElement>('.q-feedback-error');
    const sent = block.querySelector<HTMLElement>('.q-feedback-sent');
    if (!rate || !error || !sent) continue;
    const failed = block.getAttribute('data-q-feedback-failed') ?? 'Your feedback could not be sent.';

    const post = async (form: HTMLFormElement, rating?: string): Promise<boolean> => {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
      if (rating) body.set('rating', rating);
      const buttons = Array.from(form.querySelectorAll<HTMLButtonElement>('button'));
      for (const button of buttons) button.disabled = true;
      error.hidden = true;
      try {
        const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return true;
      } catch {
        error.textContent = failed;
        error.hidden = false;
        return false;
      } finally {
        for (const button of buttons) button.disabled = false;
      }
    };

    rate.addEventListener('submit', (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      const rating = submitter?.value;
      const next = rating ? block.querySelector<HTMLFormElement>(`form[data-q-feedback-rating="${CSS.escape(rating)}"]`) : null;
      if (!rating || !next) return;
      void post(rate, rating).then((ok) => {
        if (!ok) return;
        rate.hidden = true;
        next.hidden = false;
        next.querySelector('textarea')?.focus();
        announce(doc, next.querySelector('.q-feedback-thanks')?.textContent ?? '');
      });
    });

    for (const form of Array.from(block.querySelectorAll<HTMLFormElement>('form.q-feedback-comment'))) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        void post(form).then((ok) => {
          if (!ok) return;
          form.hidden = true;
          sent.hidden = false;
          sent.focus();
        });
      });
    }
  }
}
