import type { ReactNode } from 'react';

/**
 * Text that reads left to right wherever it sits: file numbers (2026/0042), court case numbers, IDs, phone
 * numbers. Inside Arabic the bidi algorithm would otherwise flip `2026/0042` to `0042/2026` and move a phone's
 * `+`; the isolate also keeps it from reordering the Arabic words around it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
