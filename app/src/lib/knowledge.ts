import { api, type Schemas, unwrap } from './api';

export type KnowledgeBase = Schemas['KnowledgeBase'];
export type KnowledgeSource = Schemas['KnowledgeSource'];

/** Every knowledge base of the data set (the list is short: one per agent plus shared ones). */
export function listBases(): Promise<KnowledgeBase[]> {
  return unwrap(api.GET('/v1/knowledge/bases')).then((b) => b.items);
}

/** A label for a base in a picker: its name, and which agents read it. */
export function baseLabel(b: KnowledgeBase): string {
  return b.shared ? `${b.name} (shared)` : b.name;
}

/** A link target only when it is http(s): a crawled or model-written URL never becomes `javascript:`. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** A file as base64 (without the data: prefix), for uploadKnowledgePdf. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const s = String(reader.result);
      resolve(s.slice(s.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
