import fs from 'node:fs';
import path from 'node:path';

/** A scripted conversation set (one JSON file): see bench/conversations/README.md. */
export interface ScriptFile {
  about: string;
  site: string;
  conversations: Conversation[];
}

export interface Conversation {
  id: string;
  kind: string;
  language?: string;
  /** The page the session starts on (a path of the site); default `/`. */
  page?: string;
  turns: Turn[];
}

export interface Checks {
  answer?: { expect: string[][]; pages?: string[] };
  abstain?: boolean;
  followUp?: boolean;
  urgent?: boolean;
  slots?: boolean;
  /** Handed to a person: slots offered or a follow-up filed this turn. */
  handover?: boolean;
  lead?: { email?: string; name?: string; phone?: string; company?: string };
  qualifying?: boolean;
  answersRecorded?: boolean;
  language?: string;
  apology?: boolean;
  botDisclosure?: boolean;
  tour?: boolean;
  mustNotContain?: string[];
}

/** Every check a script may name: an unknown one is refused, since a check nobody scores passes silently. */
const CHECKS = new Set<string>([
  'answer',
  'abstain',
  'followUp',
  'urgent',
  'slots',
  'handover',
  'lead',
  'qualifying',
  'answersRecorded',
  'language',
  'apology',
  'botDisclosure',
  'tour',
  'mustNotContain',
]);

function checked(file: string, script: ScriptFile): ScriptFile {
  for (const c of script.conversations)
    for (const t of c.turns)
      for (const k of Object.keys(t.checks ?? {}))
        if (!CHECKS.has(k)) throw new Error(`${file} ${c.id}: unknown check "${k}"`);
  return script;
}

export interface Turn {
  visitor: string;
  checks?: Checks;
}

export interface LoadedSet {
  set: 'dev' | 'heldout';
  file: string;
  script: ScriptFile;
}

/** Every script of a set: bench/conversations/<set>/*.json. */
export function loadSets(sets: Array<'dev' | 'heldout'>): LoadedSet[] {
  const out: LoadedSet[] = [];
  for (const set of sets) {
    const dir = path.join(import.meta.dirname, set);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      out.push({
        set,
        file: `${set}/${f}`,
        script: checked(`${set}/${f}`, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ScriptFile),
      });
    }
  }
  return out;
}
