import { SUPPORT_MESSAGE_MAX } from '@app/shared/messaging/support-chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { supportChatFr } from '@/features/chat/fr';
import { formatCount } from '@/lib/format/format';
import { isSendKey } from '@/features/chat/lib/thread-pages';

const t = supportChatFr;

export interface MessageComposerProps {
  /** Sends the trimmed text; rejects on failure. */
  send: (content: string) => Promise<unknown>;
  sending: boolean;
  hint?: string;
  disabled?: boolean;
}

/** The text area under a thread: Enter sends, Shift+Enter inserts a newline (spec §2); toasts of spec §8. */
export function MessageComposer({ send, sending, hint, disabled = false }: MessageComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const blank = text.trim() === '';

  const submit = async () => {
    if (blank || sending || disabled) return;
    try {
      await send(text.trim());
      setText('');
      toast.success(t.sent);
    } catch (error) {
      console.error('Message not sent:', error);
      toast.error(t.sendError);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {t.messageLabel}
      </label>
      <Textarea
        id={id}
        value={text}
        maxLength={SUPPORT_MESSAGE_MAX}
        rows={3}
        placeholder={t.placeholder}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint ?? t.tooLong(formatCount(SUPPORT_MESSAGE_MAX))}
        </p>
        <Button type="submit" disabled={blank || sending || disabled}>
          <SendHorizontal aria-hidden="true" />
          {sending ? t.sending : t.send}
        </Button>
      </div>
    </form>
  );
}
