// The part of qrcode's API the portal uses in the browser. @types/qrcode references Node's types for
// its file and stream functions, which would give every page `process` and `Buffer`; the paths entry
// in tsconfig.json points `qrcode` here instead. Signature as in @types/qrcode 1.5.
export interface QRCodeToDataURLOptions {
  margin?: number;
  width?: number;
}

export function toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>;
