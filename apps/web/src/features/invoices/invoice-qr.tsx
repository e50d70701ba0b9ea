import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG squares from `qrcode`'s module matrix (no canvas: it prints sharp and renders in tests).
 * `label` names it for a screen reader.
 */
export function InvoiceQr({ value, label, size = 120 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) cells.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { d: cells.join(''), size: modules.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      data-testid="invoice-qr"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
