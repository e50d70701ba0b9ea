/**
 * An input showing an error: Mantine's inputs set `aria-invalid` from their `error`, but a `PasswordInput` marks
 * only `data-invalid` and a `Checkbox` only `data-error`.
 */
const INVALID = '[aria-invalid="true"], input[data-invalid="true"], input[data-error="true"]';

/**
 * After a submit that failed, brings the first field marked invalid into view and focuses it — on the next frame,
 * once React has rendered the errors. Page forms call it from `form.onSubmit`'s failure handler; dialog forms get
 * it from `DialogFormBody`.
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(INVALID);
    if (!field) return;
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
