import { useState } from 'preact/hooks';
import { api, currentMode, type Schemas, unwrap } from '../lib/api';
import { sessionStore } from '../lib/session';
import { safeHref } from '../lib/knowledge';
import { ErrorNote, Field, type FormEvent, useSubmit } from './ui';

type Answer = Schemas['AskAnswer'];

const ASKED_KEY = 'concierge.asked';

function askedKey(): string {
  return `${ASKED_KEY}:${sessionStore.get()?.operator.workspaceId ?? ''}:${currentMode()}`;
}

/**
 * Whether a cited answer was seen in this data set from this browser (the Get started step):
 * asking records nothing on the server (askKnowledge creates no data), so the dashboard
 * remembers it here.
 */
export function hasAsked(): boolean {
  try {
    return localStorage.getItem(askedKey()) === '1';
  } catch {
    return false;
  }
}

/** "Try a question": askKnowledge across the workspace's bases, the answer shown as text with its citations. */
export function AskBox({ onAnswered }: { onAnswered?: () => void }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const form = useSubmit(async () => {
    setAnswer(null);
    const a = await unwrap(api.POST('/v1/knowledge/ask', { body: { question: question.trim() } }));
    setAnswer(a);
    if (a.citations.length) {
      try {
        localStorage.setItem(askedKey(), '1');
      } catch {
        // Not remembered: the step stays open in this browser.
      }
    }
    onAnswered?.();
  });
  return (
    <div>
      <form
        class="row"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Field label="Question">
          <input
            required
            maxLength={1000}
            size={50}
            placeholder="What does it cost?"
            value={question}
            onInput={(e) => setQuestion(e.currentTarget.value)}
          />
        </Field>
        <button type="submit" class="primary" disabled={form.busy}>
          {form.busy ? 'Asking…' : 'Ask'}
        </button>
      </form>
      <ErrorNote error={form.error} />
      {answer ? (
        <div class="answer" aria-live="polite">
          <h3>Answer</h3>
          <p class="text">{answer.answer}</p>
          {answer.citations.length ? (
            <>
              <h4>Citations</h4>
              <ol class="citations">
                {answer.citations.map((c, i) => {
                  const href = safeHref(c.url);
                  return (
                    <li key={`${c.sourceId}:${c.chunkIndex}:${i}`}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {c.title ?? c.url}
                        </a>
                      ) : (
                        <strong>{c.title ?? 'A text source'}</strong>
                      )}
                      <blockquote class="text">{c.quote}</blockquote>
                    </li>
                  );
                })}
              </ol>
            </>
          ) : (
            <p class="muted">No citations: the sources do not cover this question yet.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
