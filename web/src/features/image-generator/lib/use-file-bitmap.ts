import { useEffect, useState } from 'react';

export interface DecodedFile {
  file: File;
  bitmap: ImageBitmap;
}

/**
 * A chosen image file and its decoded bitmap; the previous bitmap is released when another one
 * replaces it or the page goes. `choose` answers false when the file cannot be decoded.
 */
export function useFileBitmap() {
  const [decoded, setDecoded] = useState<DecodedFile | null>(null);

  useEffect(() => {
    const bitmap = decoded?.bitmap;
    return () => bitmap?.close();
  }, [decoded]);

  const choose = async (file: File): Promise<boolean> => {
    try {
      const bitmap = await createImageBitmap(file);
      setDecoded({ file, bitmap });
      return true;
    } catch {
      return false;
    }
  };

  return { decoded, choose, clear: () => setDecoded(null) };
}
