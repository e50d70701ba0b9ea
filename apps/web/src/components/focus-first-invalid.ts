/**
 * After a submit that failed, brings the first field marked invalid (`aria-invalid`, which Mantine's inputs set
 * from their `error`) into view and focuses it — on the next frame, once React has rendered the errors.
 * Page forms call it from `form.onSubmit`'s failure handler; dialog forms get it from `DialogFormBody`.
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
