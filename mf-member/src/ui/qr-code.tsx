/**
 * A text as a QR code (the referral link, the authenticator's set-up). The `qrcode` library loads
 * only when a QR code is shown; its matrix is drawn as SVG here (no canvas, no markup from a string).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@m/shared';

interface Matrix {
  size: number;
  cells: boolean[];
}

async function qrMatrix(text: string): Promise<Matrix> {
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const cells: boolean[] = [];
  for (let index = 0; index < size * size; index += 1) cells.push(code.modules.data[index] === 1);
  return { size, cells };
}

export function QrCode({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation('member');
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrMatrix(text).then(
      (value) => live && setMatrix(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <p className="mc-error">{t('load_failed', { ns: 'common' })}</p>;
  if (!matrix)
    return (
      <p className="mc-muted" aria-busy="true">
        …
      </p>
    );
  const quiet = 4;
  const side = matrix.size + quiet * 2;
  let path = '';
  matrix.cells.forEach((dark, index) => {
    if (dark) path += `M${(index % matrix.size) + quiet} ${Math.floor(index / matrix.size) + quiet}h1v1h-1z`;
  });
  return (
    <svg
      className="mc-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-size={matrix.size}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
