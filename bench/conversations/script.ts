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
  lead?: { email?: string; name?: string; phone?: string; company?: string };
  qualifying?: boolean;
  answersRecorded?: boolean;
  language?: string;
  apology?: boolean;
  botDisclosure?: boolean;
  tour?: boolean;
  mustNotContain?: string[];
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
        script: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ScriptFile,
      });
    }
  }
  return out;
}
