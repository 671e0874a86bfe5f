// The otpauth:// address as a QR code, drawn in the browser as an SVG image (the secret never
// leaves the page).
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!src) return null;
  return <img src={src} alt="Doğrulama uygulaması için QR kodu" width={192} height={192} className="rounded-lg bg-white p-2" />;
}
