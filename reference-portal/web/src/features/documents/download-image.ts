/** Downloads an image as a file; rejects when the browser cannot (another origin without CORS). */
export async function downloadImage(url: string, title: string): Promise<void> {
  const response = await fetch(url, { mode: 'cors' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blob;
  link.download = title.replace(/[^\w.-]+/g, '_') || 'image';
  link.click();
  setTimeout(() => URL.revokeObjectURL(blob), 1000);
}
