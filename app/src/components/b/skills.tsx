/** The Agent page's skills: edit, propose (lint problems and the diff), then apply. */
import { useEffect, useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from './api.js';
import { LineDiff } from './line-diff.js';
import { Problems } from './problems.js';
import { ListState, Outcome, Section } from '../ui.js';
import { useAsync } from '../../lib/hooks.js';
import { unwrapping } from '../../lib/api.js';

type Skill = Schemas['SkillDocument'];
type Proposal = Schemas['SkillProposal'];

function SkillEditor(props: { skill: Skill; onApplied: (message: string) => void }) {
  const s = props.skill;
  const [name, setName] = useState(s.name);
  const [description, setDescription] = useState(s.description);
  const [body, setBody] = useState(s.body);
  // The proposal answers for the text it was made from; editing again withdraws it.
  const [proposal, setProposal] = useState<{ p: Proposal; key: string } | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const key = JSON.stringify([name, description, body]);
  const current = proposal && proposal.key === key ? proposal.p : null;
  const propose = async () => {
    setOutcome({});
    const r = await api.POST('/v1/skills/{slug}/propose', {
      params: { path: { slug: s.slug } },
      body: { name, description, body, baseVersion: s.version },
    });
    if (r.data) setProposal({ p: r.data, key });
    else setOutcome({ error: message(r.error) });
  };
  const apply = async () => {
    const r = await api.PUT('/v1/skills/{slug}', {
      params: { path: { slug: s.slug }, header: idem() },
      body: { name, description, body, baseVersion: s.version },
    });
    if (r.data) {
      // The parent shows this: the editor is keyed by version, so the reload that follows remounts it.
      props.onApplied(`Applied: ${r.data.name} is now version ${r.data.version}.`);
    } else {
      const e = r.error as Schemas['Error'] | undefined;
      setOutcome({ error: message(e) });
    }
  };
  const id = `skill-${s.slug}`;
  const d = current?.diff;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void propose();
      }}
    >
      <p>
        <label for={`${id}-name`}>Name</label>
        <input id={`${id}-name`} maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </p>
      <p>
        <label for={`${id}-description`}>Description</label>
        <input
          id={`${id}-description`}
          maxLength={1000}
          value={description}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
      </p>
      <p>
        <label for={`${id}-body`}>Instructions</label>
        <textarea
          id={`${id}-body`}
          rows={12}
          maxLength={40000}
          value={body}
          onInput={(e) => setBody(e.currentTarget.value)}
        />
      </p>
      <button type="submit">Propose</button>{' '}
      <button type="button" disabled={!current?.applicable} onClick={() => void apply()}>
        Apply
      </button>
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
      {current ? (
        <section aria-label="Proposal">
          <p role="status">
            {current.applicable
              ? 'The proposal passes the checks; Apply saves it.'
              : 'The proposal has errors; fix them and propose again.'}
          </p>
          <Problems problems={current.problems} />
          {!d?.name && !d?.description && !d?.body ? <p>Nothing changes.</p> : null}
          {d?.name ? (
            <p>
              Name: {d.name.from ?? '(none)'} → {d.name.to}
            </p>
          ) : null}
          {d?.description ? (
            <p>
              Description: {d.description.from ?? '(none)'} → {d.description.to}
            </p>
          ) : null}
          {d?.body ? (
            <LineDiff before={d.body.from ?? ''} after={d.body.to} label="Changes to the instructions" />
          ) : null}
        </section>
      ) : null}
    </form>
  );
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The skills; the open one (`open`, from the page's address) in its editor; `onOpen` goes to another's address. */
export function Skills(props: { open: string | null; onOpen: (slug: string) => void }) {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/skills')),
    [],
  );
  const open = props.open;
  const [applied, setApplied] = useState<string | null>(null);
  const [slug, setSlug] = useState('');
  const show = (next: string) => {
    setApplied(null);
    if (next !== open) props.onOpen(next);
  };
  const items = list.data?.items ?? [];
  // Another skill's address (Back included) starts without the last one's outcome.
  useEffect(() => setApplied(null), [open]);
  // A new slug (once the list says it is new) opens the same editor on an empty version-0 skill: applying it creates the skill (201, custom).
  const skill =
    items.find((s) => s.slug === open) ??
    (open && list.data && SLUG.test(open)
      ? { slug: open, name: open, description: '', body: '', source: 'custom' as const, version: 0, updatedAt: null }
      : undefined);
  return (
    <Section title="Skills">
      <ListState loading={list.loading} error={list.error} empty={items.length === 0} what="skills" />
      <ul>
        {items.map((s) => (
          <li key={s.slug}>
            <button type="button" class="b-link" onClick={() => show(s.slug)} aria-expanded={open === s.slug}>
              {s.name}
            </button>{' '}
            <small>
              {s.description} ({s.source}, version {s.version})
            </small>
          </li>
        ))}
      </ul>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (SLUG.test(slug)) show(slug);
        }}
      >
        <p>
          <label for="new-skill-slug">New skill (its slug: lowercase letters, digits and dashes)</label>
          <input
            id="new-skill-slug"
            maxLength={64}
            pattern="[a-z0-9][a-z0-9\-]{0,63}"
            value={slug}
            onInput={(e) => setSlug(e.currentTarget.value)}
          />{' '}
          <button type="submit">Write a new skill</button>
        </p>
      </form>
      <Outcome error={null} ok={applied} />
      {skill ? (
        <SkillEditor
          key={`${skill.slug}:${skill.version}`}
          skill={skill}
          onApplied={(message) => {
            setApplied(message);
            list.reload();
          }}
        />
      ) : null}
    </Section>
  );
}
