import { useState } from 'react';

/**
 * The file chosen in a LogoPicker and the message of a refused one (type or size, checked on
 * choosing). `picker` is spread on the LogoPicker; `onRefused` also hears each refusal.
 */
export function useLogoChoice(onRefused?: (problem: string) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChange = (chosen: File | null, problem: string | null) => {
    setFile(chosen);
    setError(problem);
    if (problem) onRefused?.(problem);
  };
  return { file, error, setError, clear: () => onChange(null, null), picker: { file, error, onChange } };
}
