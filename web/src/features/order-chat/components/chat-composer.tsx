import { CHAT_ATTACHMENT_EXTENSIONS, DESCRIPTION_MAX, MESSAGE_MAX } from '@app/shared/order-chat/schemas';
import { Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { orderChatFr } from '@/features/order-chat/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatFileSize } from '@/lib/format/format';
import { useSendChatMessage } from '@/features/order-chat/api/order-chat-queries';
import { attachmentProblem, messageProblem } from '@/features/order-chat/lib/attachment-check';

const t = orderChatFr;
const ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.join(',');

/** Text (Enter sends, Shift+Enter a new line), one optional attachment with its optional description. */
export function ChatComposer({ orderId }: { orderId: string }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  /** A picked file that was refused: it is not kept, its refusal shows under the buttons. */
  const [fileError, setFileError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const send = useSendChatMessage(orderId, (progress) => setPercent(progress.percent));

  const clearFile = () => {
    setFile(null);
    setDescription('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const pick = (picked: File | null) => {
    const problem = picked ? attachmentProblem(picked) : null;
    setFileError(problem);
    if (problem || !picked) clearFile();
    else setFile(picked);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const problem = messageProblem(text, file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPercent(file ? 0 : null);
    send.mutate(
      { message: text.trim(), file, description: description.trim() },
      {
        onSuccess: () => {
          toast.success(t.sent);
          setText('');
          clearFile();
        },
        onError: (error) => toast.error(t.sendError, { description: getErrorDetail(error) ?? undefined }),
        onSettled: () => setPercent(null),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-busy={send.isPending}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`} className="sr-only">
          {t.messageLabel}
        </Label>
        <Textarea
          id={`${id}-message`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          maxLength={MESSAGE_MAX}
          rows={2}
          // Grows with the text, and at first with the placeholder (three lines on a phone).
          className="max-h-60 min-h-16 field-sizing-content"
        />
      </div>

      {file ? (
        <div className="grid gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3">
          <div className="flex items-center gap-2 text-sm">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            <span className="min-w-0 flex-1 truncate font-medium text-zinc-900">{file.name}</span>
            <span className="shrink-0 text-xs text-zinc-600">{formatFileSize(file.size)}</span>
            <Button variant="ghost" size="icon" className="size-7" onClick={clearFile} disabled={send.isPending} aria-label={t.removeAttachment}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>{t.descriptionLabel}</Label>
            <Input
              id={`${id}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t.descriptionPlaceholder}
              maxLength={DESCRIPTION_MAX}
            />
          </div>
          {percent !== null ? (
            <div className="grid gap-1">
              <Progress value={percent} aria-label={t.uploadProgress} />
              <p className="text-xs text-zinc-600" aria-live="polite">
                {t.uploading(percent)}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className="hidden"
            tabIndex={-1}
            aria-label={t.attach}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={send.isPending}>
            <Paperclip aria-hidden="true" />
            {t.attach}
          </Button>
        </div>
        <Button type="submit" size="sm" className="ml-auto" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? t.sending : t.send}
        </Button>
      </div>
      {fileError ? (
        <p role="alert" className="-mt-1 text-xs font-medium text-red-700">
          {fileError}
        </p>
      ) : null}
      <p className="-mt-1 text-xs text-zinc-600">{t.attachHint}</p>
    </form>
  );
}
