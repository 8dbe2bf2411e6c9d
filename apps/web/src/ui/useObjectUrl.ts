// A blob: URL for a file or blob held in memory (a picked file, a fetched private image), made
// while the component shows it and revoked after, so the browser can let the bytes go.
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
