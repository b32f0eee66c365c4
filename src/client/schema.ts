/**
 * Types of the Concierge API (paths, operations, components), generated from
 * its OpenAPI document by openapi-typescript. Do not edit: regenerate with
 * `npm run client:generate`; a test fails when this file and the document differ.
 */

/** Any JSON value (the document's recursive JsonValue schema). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface paths {
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents, newest first
         * @description Agents of the workspace with the knowledge they read (personal base and attached shared bases); newest first; paged with limit and cursor.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Create an agent
         * @description Creates an agent with its personal knowledge base (empty until sources are added) and its runtime settings: greeting, allowedOrigins (the origins whose pages may call the runtime API; `*` only in the sandbox, 400 elsewhere), theme, launcher, booking (time zone, meeting length, weekly availability, minimum notice, the rep who takes the meetings) and intentHotThreshold (default 70). Idempotency-Key required.
         *
         *     **Scope:** `agents:write` (`x-scope`).
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one agent
         * @description `id` is the UUID or the public id. The agent with its personal knowledge base and the shared bases attached to it.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an agent's name or runtime settings
         * @description `id` is the UUID or the public id. Send only what changes: name, greeting, allowedOrigins, theme, launcher, booking (replaced whole; null turns booking off) or intentHotThreshold. Live on save: the next visitor call (and the next turn) uses them. A request that changes nothing returns the agent as it is, updatedAt unchanged. Idempotency-Key required.
         *
         *     **Scope:** `agents:write` (`x-scope`).
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/v1/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List visitors, most recently seen first
         * @description `identified=true` keeps visitors with an email or a CRM contact (`false` those with neither); `email` matches exactly, ignoring case. Paged with limit and cursor.
         *
         *     **Scope:** `visitors:read` (`x-scope`).
         */
        get: operations["listVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/visitors/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find visitors by what they asked and structured facts
         * @description Body: a SegmentFilter (free text in `asked` plus structured conditions, all ANDed); the same match a saved segment runs. Saves nothing. Returns the total `count`, the normalised `filter` and up to `limit` visitors (query, 1 to 200, default 50) most recently seen first; `truncated` is true when more matched. An empty or invalid filter is a 400 invalid-request with `param`.
         *
         *     **Scope:** `visitors:read` (`x-scope`).
         */
        post: operations["searchVisitors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/visitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a visitor with their journey
         * @description The visitor plus `journey`: the last 20 conversations and the last 20 tour sittings (newest first), the latest lead (or null) and the open follow-ups.
         *
         *     **Scope:** `visitors:read` (`x-scope`).
         */
        get: operations["getVisitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/bases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge bases with their source counts
         * @description Every knowledge base of the workspace, newest first (not paged). `sources` holds counts by status; `status` is indexing while any source is pending or being read, failed when every source failed, otherwise active.
         *
         *     **Scope:** `knowledge:read` (`x-scope`).
         */
        get: operations["listKnowledgeBases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/bases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one knowledge base with its sources
         * @description The base with `sources` as an array of KnowledgeSource (newest first).
         *
         *     **Scope:** `knowledge:read` (`x-scope`).
         */
        get: operations["getKnowledgeBase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a base's refresh mode
         * @description Body `{refresh: {mode, interval?}}`. `auto` watches the sources for changes (known pages re-checked every six hours with conditional requests, a full re-discovery weekly); `scheduled` runs a full check at `interval` (daily, weekly or monthly; required with scheduled and refused otherwise); `off` does nothing until a refresh is requested. The next check is counted from now.
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        patch: operations["setKnowledgeBaseRefresh"];
        trace?: never;
    };
    "/v1/knowledge/bases/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-read the URL and sitemap sources of a base
         * @description Loaded and failed URL and sitemap sources go back to `pending` and the worker re-reads them: requests are conditional and unchanged pages keep their chunks. Sources already pending or being read are left to finish; text sources have nothing to re-read. `queued` is true when any source of the base is now waiting to be read.
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        post: operations["refreshKnowledgeBase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/bases/{id}/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a URL or sitemap source to a base
         * @description Body `{url, includeSubpages?}`. The source is created `pending` and read by the worker, normally within a minute or two; poll it to see `loaded` or `failed` (with `error`). The kind is `sitemap` when the URL serves an XML urlset or sitemapindex (gzip included), else `url`: it is guessed from the address here and settled when the URL is read. `includeSubpages` crawls pages below the URL (same host, same folder), up to 1,000 pages. Pages are read with a clear User-Agent (ConciergeBot) and robots.txt is obeyed (a robots.txt answering 5xx stops the read, per RFC 9309); each page may take 15 seconds and 2 MB after decompression, with up to 5 redirects; HTML (main content only), plain text and Markdown are read, anything else fails as not HTML. Private, loopback and link-local addresses are refused unless the server allows them (SVC_OUTBOUND_ALLOW): an address literal here (400), a name that resolves to one when it is read.
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        post: operations["addKnowledgeSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/bases/{id}/sources/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a pasted text source to a base
         * @description Body `{title, text}`: text in Markdown or plain (up to 200,000 characters; longer documents go in as several sources), a title (up to 200 characters) that citations show. The text is chunked by its headings and paragraphs like a page and indexed in this call, so the source is created `loaded` (kind `text`, `url` null) and retrieve, ask and the agents answer from it at once. A base refresh leaves text sources alone; delete the source to take it back. An addition to the contract (which adds text sources only in the dashboard, and the dashboard calls this).
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        post: operations["addKnowledgeTextSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/bases/{id}/sources/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PDF as a source of a base
         * @description Body `{data, title?, filename?}`: `data` is the PDF file as base64 (JSON keeps the API one format for keys, the CLI, MCP and the dashboard), at most 10 MB decoded (413 payload-too-large beyond, and for over 2,000,000 characters of text) and 2,000 pages. The text is extracted on the server with unpdf (PDF.js) before any write, chunked by paragraphs like any source and indexed in this call: the source is created `loaded` (kind `file`, `url` null). Its name is `title`, else the PDF's own title, else `filename` without `.pdf`. 422 with a code when the file cannot become a source: `not-a-pdf` (it does not start with %PDF-), `pdf-unreadable` (damaged or password-protected), `pdf-has-no-text` (a scan without a text layer: run OCR first or paste the text as a text source). Images are not read. An addition to the contract (which adds PDFs only in the dashboard, and the dashboard calls this).
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        post: operations["uploadKnowledgePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge sources, newest first
         * @description Every source of the workspace, or of one base with `baseId`; newest first; paged with limit and cursor.
         *
         *     **Scope:** `knowledge:read` (`x-scope`).
         */
        get: operations["listKnowledgeSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one knowledge source
         * @description Poll it after adding: `pending`, `indexing`, then `loaded` or `failed` with a human-readable `error`.
         *
         *     **Scope:** `knowledge:read` (`x-scope`).
         */
        get: operations["getKnowledgeSource"];
        put?: never;
        post?: never;
        /**
         * Delete a knowledge source
         * @description Removes the source with its pages, chunks and vectors before answering 204, so retrieve and ask stop using it at once. A read of the source still in progress stops.
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        delete: operations["deleteKnowledgeSource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ranked chunks for a query
         * @description BM25 over section chunks (English stemming), with the query's common synonyms and extra weight for words in the page title and headings, fused with dense retrieval by reciprocal rank when the server has an embeddings endpoint and pgvector; best first. A query asked as a question (a question word, an auxiliary first, a question mark) is then re-ranked among its best candidates by how well one sentence of each answers it, so `score` combines both. Targeting: `agentId` searches its personal base plus the shared bases attached to it; `baseIds` those bases; neither every base of the workspace. Read-only; no Idempotency-Key needed; draws from the `knowledge` rate-limit bucket.
         *
         *     **Scope:** `knowledge:query` (`x-scope`).
         */
        post: operations["retrieveKnowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One grounded answer with citations
         * @description Answers from the targeted bases (same targeting and ranking as retrieve). Without a language model the answer is extractive: one to three sentences of the best chunk, quoted as written, chosen for the kind of answer the question wants (a price, a duration, a count, a date, a person, a place, a named thing, or the sentence that settles a yes/no question) and for how much of the question they say, counting the page's title and headings and common synonyms. With one (LLM_URL) the answer is generated from the retrieved chunks only and falls back to extractive when the model fails or quotes nothing verbatim. The answer names and links the page it comes from ("From the Pricing page (https://…/pricing): …"). Every citation's `quote` is a verbatim span of the cited chunk, checked before answering. When the sources do not cover the question (a name, product, standard or number of the question is in none of them, no sentence holds the kind of answer asked for, or none says enough of the question) the answer says so, offers to pass the question to the team, and `citations` is empty. Creates no session, visitor or analytics; no Idempotency-Key needed; draws from the `knowledge` rate-limit bucket.
         *
         *     **Scope:** `knowledge:query` (`x-scope`).
         */
        post: operations["askKnowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List follow-ups (questions handed to people), newest first
         * @description Filters by status and visitor; newest first; paged with limit and cursor. Without the conversations:transcripts scope the visitor's question is masked (email addresses, phone numbers, card and account numbers and the visitor's own name become [email], [phone], [card], [account] and [name]) and the follow-up carries redacted (true when something was masked); with it the question is verbatim and redacted is absent. The answer is the team's words and is never masked.
         *
         *     **Scope:** `follow_ups:read` (`x-scope`).
         */
        get: operations["listFollowUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/follow-ups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one follow-up
         * @description A follow-up by id; 404 when it is not in this data set. Without the conversations:transcripts scope the visitor's question is masked (email addresses, phone numbers, card and account numbers and the visitor's own name become [email], [phone], [card], [account] and [name]) and the follow-up carries redacted (true when something was masked); with it the question is verbatim and redacted is absent. The answer is the team's words and is never masked.
         *
         *     **Scope:** `follow_ups:read` (`x-scope`).
         */
        get: operations["getFollowUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/follow-ups/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an open follow-up
         * @description Closes the follow-up as answered and emits follow_up.answered. When the visitor left an email and a rep mailbox (SMTP) is configured, the answer is accepted for delivery (`emailed: true`): the email is queued in the same transaction as the answer and sent by the background worker right after, outside the request, so this call never waits on the mail server. A failed send is retried with backoff for about 40 minutes under one Message-ID per follow-up; `deliveredAt` is set once the mail server accepts it, and stays null if every attempt fails, in which case the agent delivers the answer in the visitor's next conversation, as it does when nothing is emailed (`skipReason`). 409 conflict when the follow-up is already closed.
         *
         *     **Scope:** `follow_ups:write` (`x-scope`).
         */
        post: operations["answerFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/follow-ups/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss an open follow-up without answering
         * @description 409 conflict when the follow-up is already closed. Without the conversations:transcripts scope the visitor's question is masked (email addresses, phone numbers, card and account numbers and the visitor's own name become [email], [phone], [card], [account] and [name]) and the follow-up carries redacted (true when something was masked); with it the question is verbatim and redacted is absent. The answer is the team's words and is never masked.
         *
         *     **Scope:** `follow_ups:write` (`x-scope`).
         */
        post: operations["dismissFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/follow-ups/{id}/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an answered follow-up to a knowledge base
         * @description Turns the follow-up's question and answer into a text source of the base `baseId` (the question as its heading, the answer below), indexed in this call: retrieve, ask and the agents that read the base answer the question from it, with a citation, from now on. The question is written masked (email addresses, phone numbers, card and account numbers and the visitor's name become tokens, as in `follow_up.*` events) whatever the key may read, because a knowledge base feeds every visitor's answers; send `question` or `answer` to store your own wording instead, and `title` to name the source (default: the question). 201 KnowledgeSource (kind `text`, `loaded`); delete that source to take it back. 409 conflict when the follow-up is open or dismissed (it has no answer), and when it is already in knowledge: once per follow-up, while the source made from it exists (the message names it and `sourceId` carries its id; delete it to add the follow-up again, for example with other wording). A retry with the same Idempotency-Key replays the first 201; 400 with `param: baseId` when the base is not in this data set. Needs `knowledge:write` and `follow_ups:read` (the question is read); a key without the second gets 403 insufficient-scope. The follow-up itself is unchanged. An addition to the contract (the dashboard's "Add to knowledge").
         *
         *     **Scope:** `knowledge:write` (`x-scope`).
         */
        post: operations["addFollowUpToKnowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations, newest first
         * @description Conversations (agent sessions) by start time, newest first; filters by visitor and agent; paged with limit and cursor. Sessions the team started from the dashboard are left out. A session in which nobody has written yet is listed with lastMessageAt null and messageCount 0.
         *
         *     **Scope:** `conversations:read` (`x-scope`).
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one conversation with its messages
         * @description The conversation with its messages in order (the latest 500 when it holds more; messageCount says how many there are). Without the conversations:transcripts scope people are masked in every message: email addresses, phone numbers (international and national formats), Luhn-valid card numbers, IBANs and long account numbers, and the visitor's own name (the display name and its parts, whole words, any case) become [email], [phone], [card], [account] and [name]; nothing else changes. Masked messages carry redacted: true and redaction counts each kind (null when nothing was masked). With conversations:transcripts the read is verbatim: redaction is null and redacted is absent. Dashboard sessions are readable by id although lists leave them out.
         *
         *     **Scope:** `conversations:read` (`x-scope`).
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads, newest first
         * @description Leads the agents captured (forms and booked meetings), newest first; filter by visitor; paged with limit and cursor.
         *
         *     **Scope:** `leads:read` (`x-scope`).
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one lead
         * @description A lead by id; 404 when it is not in this data set.
         *
         *     **Scope:** `leads:read` (`x-scope`).
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a lead's owner, status or CRM link
         * @description Send only the fields to change: ownerUserId, status (new, working, qualified, disqualified, converted) and crm (the CRM link, replaced whole). null clears ownerUserId or crm; status cannot be cleared. An unknown status is 400 invalid-request. A request that changes nothing returns the lead as it is, updatedAt unchanged. Idempotency-Key required.
         *
         *     **Scope:** `leads:write` (`x-scope`).
         */
        patch: operations["updateLead"];
        trace?: never;
    };
    "/v1/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List booked meetings, newest first
         * @description Meetings the agents booked, by booking time, newest first; filter by visitor; paged with limit and cursor.
         *
         *     **Scope:** `meetings:read` (`x-scope`).
         */
        get: operations["listMeetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one meeting
         * @description A meeting by id; 404 when it is not in this data set.
         *
         *     **Scope:** `meetings:read` (`x-scope`).
         */
        get: operations["getMeeting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agents' skills
         * @description Every skill the agents of this workspace use, by slug (not paged): the workspace's own skills (forks and custom ones) and the built-ins shipped with the service that it has neither forked nor removed. A built-in reads as source builtin, version 0, updatedAt null.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["listSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/skills/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one skill
         * @description The skill the agents use under this slug: the workspace's own row, else the built-in. 404 for an unknown or removed slug.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["getSkill"];
        /**
         * Write a skill (fork a built-in, create or edit)
         * @description Body: body, optional name and description (fields not sent keep their value; a new skill is named after its slug), and baseVersion, the version read. Writes when baseVersion is the current version, else 409 stale with currentVersion (0 for a slug this workspace has no skill under). The first write of a built-in forks it (baseVersion 0, 201, source fork); a new slug is created the same way (201, source custom); later writes answer 200 with the version bumped, and an edit that changes nothing keeps its version. A removed built-in's slug is written as a custom skill. Lint: an empty name or body and a body over 20,000 characters are errors (empty, too-long); so are skill:<slug> references to a skill this workspace does not have (unknown-skill) and tool:<name> references outside the agent tool catalogue (tool-missing). The tools are: search_knowledge, capture_lead, record_answer, set_verdict, check_availability, book_meeting, show_offer, show_form, escalate, start_tour, go_to_step, open_link. An empty description is a warning. Lint errors give 400 lint-failed with problems. Live at once: the agent runs the new text on its next turn. Idempotency-Key required.
         *
         *     **Scope:** `agents:write` (`x-scope`).
         */
        put: operations["applySkill"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/skills/{slug}/propose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lint and diff a skill edit without writing it
         * @description Takes the same body as applySkill and writes nothing. The diff has one entry per changed field ({from, to}; from is null for a new slug); baseVersion says which document it was computed against (send its version to applySkill). A baseVersion in the body is optional; when sent it is checked as apply checks it (409 stale with currentVersion). Lint: an empty name or body and a body over 20,000 characters are errors (empty, too-long); so are skill:<slug> references to a skill this workspace does not have (unknown-skill) and tool:<name> references outside the agent tool catalogue (tool-missing). The tools are: search_knowledge, capture_lead, record_answer, set_verdict, check_availability, book_meeting, show_offer, show_form, escalate, start_tour, go_to_step, open_link. An empty description is a warning. applicable is false while any problem is an error. A malformed slug is 400.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        post: operations["proposeSkill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tours, newest first
         * @description Tours of this data set, newest first, paged with limit and cursor; templates are excluded. `status` filters on the status the API reports: `published` while a frozen revision is live, else the row's own status.
         *
         *     **Scope:** `tours:read` (`x-scope`).
         */
        get: operations["listTours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tour and its player document
         * @description The tour by UUID or public id, with `document`: the frozen published revision when one exists, else the live rows; `view=live` forces the live rows. Media URLs are absolute (paths are resolved against the service's public URL). Without a bearer token this is the anonymous player route: it takes a public id only, serves published, active tours only (never templates) (always the published view; `view` is ignored) and answers a plain 404 for anything else, with no hint whether a draft exists. It answers with `Access-Control-Allow-Origin: *` so pages can embed the player, and draws from the per-address rate-limit bucket.
         *
         *     **Scope:** `tours:read` (`x-scope`). Without an `Authorization` header the call is anonymous (no key, no scope).
         */
        get: operations["getTour"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours/{id}/spec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tour as an authoring document
         * @description The live rows of the tour (drafts included) as a TourSpec, with its `version`: an opaque string that changes on every apply. Send it back as `baseVersion` when applying.
         *
         *     **Scope:** `tours:read` (`x-scope`).
         */
        get: operations["getTourSpec"];
        /**
         * Apply a spec to the live rows
         * @description Writes `spec.steps` when `baseVersion` is still the spec's version (else 409 `stale` with top-level `currentVersion`: re-read, re-diff, apply again) and lint finds no error (else 400 `lint-failed` with `problems`). Existing refs are merged field by field (fields left out are kept), new refs are inserted, refs missing from the spec are deleted, steps are reordered per screen as listed. Narration is never regenerated: an unchanged body keeps its recording; a changed body drops a recording made from the body. Published revisions are untouched: publish to make the change visible to visitors. Idempotency-Key required.
         *
         *     **Scope:** `tours:write` (`x-scope`).
         */
        put: operations["applyTourSpec"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours/{id}/propose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lint and diff a spec without writing it
         * @description Merges `spec.steps` into the live rows exactly as an apply would, then lints the result and diffs it by ref (added, removed, changed fields with old and new values, reordering per screen). Writes nothing, so it needs no Idempotency-Key. `applicable` is false while any problem is an error; warnings do not block. Lint errors: unknown screen, empty body, duplicate or missing ref, ask on a self-playing tour, auto without advanceAfterSecs, at past the screen's end, a step moved to another screen, refused vocabulary. Warnings: two steps of one video within half a second, a screen with no steps, an unverified selector, a title over 80 or body over 600 characters, at on a screen that is not a video. Codes: errors missing-ref, duplicate-ref, unknown-screen, screen-moved, empty, ask-self-playing, auto-no-duration, at-past-end, vocab-demo, vocab-project, vocab-folio; warnings too-close, screen-no-steps, unverified-selector, too-long, at-not-video.
         *
         *     **Scope:** `tours:read` (`x-scope`).
         */
        post: operations["proposeTourSpec"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the live rows as a new frozen revision
         * @description Lints the live rows (400 `lint-failed` with `problems` on any error), then freezes them as the next revision: `publishedVersion` counts up from 1 per tour, and `view=published` and the player serve this revision until the next publish, whatever later applies change. Needs no body. Idempotency-Key required.
         *
         *     **Scope:** `tours:write` (`x-scope`).
         */
        post: operations["publishTour"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tours/{id}/sittings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plays (sittings) of a tour, newest first
         * @description Sittings whose start falls within `from`..`to` (inclusive UTC days; `to` defaults to today, `from` to 29 days before `to`; at most 366 days), newest first, paged with limit and cursor. A malformed day, `to` before `from` or a longer range is 400 `invalid-range`. The operator's own dashboard plays are never listed.
         *
         *     **Scope:** `sittings:read` (`x-scope`).
         */
        get: operations["listTourSittings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hubs, newest first
         * @description Hubs (collections of tours) with their tour counts, newest first, paged with limit and cursor.
         *
         *     **Scope:** `hubs:read` (`x-scope`).
         */
        get: operations["listHubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one hub with its tours
         * @description A hub by UUID or public id, with `tourIds` in the hub's order; 404 when it is not in this data set.
         *
         *     **Scope:** `hubs:read` (`x-scope`).
         */
        get: operations["getHub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List offers, most recently edited first
         * @description Every offer of this data set (not paged), most recently edited first; `active=true` keeps live offers, `active=false` retired ones, absent returns both. Each carries its lifetime shown, accepted and declined counts in `stats`.
         *
         *     **Scope:** `offers:read` (`x-scope`).
         */
        get: operations["listOffers"];
        put?: never;
        /**
         * Create an offer
         * @description Creates an active offer: the agent may offer it in conversation at once; it shows on the site on arrival only once `deploy.live` is true. Each invalid field is a 400 invalid-request whose `param` names it (for example `ctaAction.url` or `deploy.includePages[2]`); `audienceIds` must name saved segments of this workspace.
         *
         *     **Scope:** `offers:write` (`x-scope`).
         */
        post: operations["createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one offer
         * @description An offer by id, retired ones included, with its lifetime counters; 404 when it is not in this data set.
         *
         *     **Scope:** `offers:read` (`x-scope`).
         */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an offer, or retire it
         * @description Send only the fields to change; each one sent replaces the stored value whole (deploy, conversion and ctaAction included: send the whole object). The change applies to the next visitor; there is nothing to publish. `isActive: false` retires the offer and keeps its history and counters (there is no delete); `isActive: true` brings it back. An empty body changes nothing. Validation as on create.
         *
         *     **Scope:** `offers:write` (`x-scope`).
         */
        patch: operations["updateOffer"];
        trace?: never;
    };
    "/v1/agents/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an agent's Actions in the operator's order
         * @description `id` is the agent's UUID or public id. Every Action of the agent in the operator's order (creation order; a replace keeps its place), each with its `link` and `firesLast7Days`, the times it fired in the last 7 days. Not paged (at most 100 per agent).
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["listActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace an Action
         * @description Creates the Action when `actionId` is free (201, `created: true`) or replaces it whole (200, `created: false`), keeping its place in the order; live on save. `actionId` is 1 to 64 letters, numbers, dashes or underscores (otherwise 400 with `param: actionId`). `task` is required; a tour needs `opens.tourPublicId`, a form `opens.formId`, an experience `opens.experienceId`, a link `opens.url`; `destination` and `opens.url` must be full http or https URLs. 409 conflict when the agent already has 100 Actions.
         *
         *     **Scope:** `agents:write` (`x-scope`).
         */
        put: operations["putAction"];
        post?: never;
        /**
         * Delete an Action
         * @description Deletes the Action and its fire history (204). Links and buttons still naming it open the agent plainly; an id used again later starts afresh. 404 when the agent has no such Action.
         *
         *     **Scope:** `agents:write` (`x-scope`).
         */
        delete: operations["deleteAction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/actions/{actionId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build the link that fires an Action
         * @description `destination` (a full http or https URL of a page on the agent's site) overrides the Action's own. With a destination the URL is full: it keeps the destination's query, adds the utm tags (percent-encoded; a tag given here replaces the same tag in the destination) and ends in `#action=<id>`, replacing any fragment the destination had. Without one it is the bare `#action=<id>` and utm tags are not applied.
         *
         *     **Scope:** `agents:read` (`x-scope`).
         */
        get: operations["getActionLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the event log, oldest first
         * @description Events of this data set (live or sandbox, by the key) after `since`, oldest first (`since=now` answers an empty page whose `nextSince` is the newest event id: the place to start reading only new events), at most `limit` (1 to 200, default 50). Pass `nextSince` back as `since` to continue; paging this way sees every event exactly once even while events are being written, because an event becomes visible only after every lower id. `types` keeps only the listed types (comma-separated); an unknown type is a 400 with `param: "types"`.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events as they happen (text/event-stream)
         * @description The event log as a live stream for consumers that cannot host a webhook receiver. Starts after `since` (an event id; `0` or absent: from the beginning, like listEvents; `now`: after the newest event); a `Last-Event-ID` header wins over `since`, so standard EventSource clients resume where they stopped. `types` keeps only the listed types. Every event appears exactly once and in id order across reconnections. A stream ends (with its `end` frame) within seconds when its key is revoked or the workspace plan loses API access; reconnecting then answers 401 or 403. With `webhooks:manage` the stream carries every event; without it, a dashboard session whose role holds a read scope (a member) follows; a key always needs webhooks:manage, as the contract says. Such a session follows only the events about objects it may read: `conversation.*` with conversations:read, `follow_up.*` with follow_ups:read, `visitor.identified` and `intent.hot` with visitors:read, `lead.identified` and `form.submitted` with leads:read, `meeting.booked` with meetings:read, `segment.*` with segments:read, `offer.*` with offers:read, `tour.*` with sittings:read; `experience.*`, `checklist.*` and `visitor.erased` need webhooks:manage. Such a stream without `types` sends what the caller may follow; asking in `types` for an event it may not follow is a 403 insufficient-scope. The data is the same for every reader: events carry no verbatim visitor text (the question of a follow-up is masked as for a caller without conversations:transcripts). New events are picked up every two seconds (SVC_STREAM_POLL_MS), or at once when written by the same server process.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`). Without it, a dashboard session (not a key) holding one of `conversations:read`, `visitors:read`, `leads:read`, `meetings:read`, `segments:read`, `offers:read`, `sittings:read`, `follow_ups:read` gets the part of the answer those scopes read (see above).
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks and the subscribable event types
         * @description Every webhook of this data set, newest first (not paged), without secrets, and `catalog`: the 23 event types a webhook can subscribe to (the 22 of the contract and `visitor.erased`). Webhooks made with a test key receive sandbox events only; with a live key, live events only.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to events
         * @description Creates an active webhook for events that occur from now on, and returns it with its signing `secret` (shown only here). `events` lists catalogue types or is `["*"]`; an unknown type is a 400. A URL that is not http(s), carries credentials, or is or resolves to a private, loopback, link-local or metadata address is a 400 with `param: "url"` (the same check runs again at every connection). 409 conflict when another webhook of this data set has the same URL. Idempotency-Key required.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one webhook
         * @description The webhook without its secret; 404 when it is not in this data set.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its delivery log
         * @description Stops deliveries at once (an attempt already on the wire may still arrive) and removes the delivery log. 204; 404 when it is not in this data set. Idempotency-Key required.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook, pause or resume it
         * @description Send only what changes: `url` (checked like at creation), `events`, `description`, `status`. `status: "active"` resumes a paused webhook: the failure count resets and delivery starts with events that occur from then on (read the ones in between from GET /events). `status: "paused"` stops deliveries; pending ones end `failed`. 409 conflict when the new URL belongs to another webhook of this data set. Idempotency-Key required.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a webhook, newest first
         * @description One delivery per event sent to this webhook (and one per replay), newest first, paged with `limit` and `cursor`. A delivery is `pending` while attempts remain, `delivered` after a 2xx, `failed` after the fifth failed attempt or when the webhook was paused first.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event to a webhook again
         * @description Queues a fresh `pending` delivery of the same event to the same webhook (with its own id, five attempts and `replayOf` naming the original); the original is unchanged. 202 with the new delivery. 409 conflict while the webhook is paused (resume it first). Idempotency-Key required: a retry with the same key returns the same delivery instead of queueing another.
         *
         *     **Scope:** `webhooks:manage` (`x-scope`).
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brief on a company: its people and their open questions
         * @description `domain` is a hostname (scheme, `www.` and path are stripped, so a URL-encoded `https://www.acme.com/pricing` works too), matched on the enriched account domain. `account` is null and the lists are empty when nothing from the company has been seen (200, not 404). `people` are strongest intent first; `openQuestions` are the open follow-ups of those people, masked (emails, phones, card and account numbers, the asker's own name) unless the key holds conversations:transcripts; `redaction` counts what was masked (null when nothing was, or on a verbatim read). A value that is not a hostname is a 400 with `param: "domain"`.
         *
         *     **Scope:** `visitors:read` (`x-scope`).
         */
        get: operations["getAccountBrief"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved segments, newest first
         * @description Every saved segment of this data set (not paged), with its member count as of its last evaluation.
         *
         *     **Scope:** `segments:read` (`x-scope`).
         */
        get: operations["listSegments"];
        put?: never;
        /**
         * Save a segment
         * @description Body `{name, description?, filter}`. Returns 201 with the segment (memberCount 0, evaluatedAt null); the worker evaluates it within minutes (call evaluateSegment to do it now). An empty or invalid filter is a 400 invalid-request whose `param` names the key (for example `filter.minIntent`).
         *
         *     **Scope:** `segments:write` (`x-scope`).
         */
        post: operations["createSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count the visitors a filter would match
         * @description Body: a SegmentFilter. Returns the normalised filter, how many visitors match now and up to 10 of their ids (most recently seen first): the same match as searchVisitors and an evaluation. Writes nothing.
         *
         *     **Scope:** `segments:read` (`x-scope`).
         */
        post: operations["previewSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a saved segment
         * @description A segment by id; 404 when it is not in this data set.
         *
         *     **Scope:** `segments:read` (`x-scope`).
         */
        get: operations["getSegment"];
        put?: never;
        post?: never;
        /**
         * Delete a segment and its membership history
         * @description 204 No Content. Its members and recorded changes are removed with it; events already emitted stay in the event log.
         *
         *     **Scope:** `segments:write` (`x-scope`).
         */
        delete: operations["deleteSegment"];
        options?: never;
        head?: never;
        /**
         * Rename a segment or change its filter
         * @description Send any of `name`, `description`, `filter`. A changed filter applies at the next evaluation (the worker's pass or evaluateSegment); members and memberCount stay as they are until then.
         *
         *     **Scope:** `segments:write` (`x-scope`).
         */
        patch: operations["updateSegment"];
        trace?: never;
    };
    "/v1/segments/{id}/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the worker's evaluation pass now
         * @description Recomputes membership from the current filter, records each change and emits one segment.entered or segment.left event per visitor whose membership changed. A pass running at the same time (the worker, another call) is waited for, so no change is emitted twice or lost. Receipt: how many entered and left, the new total and when.
         *
         *     **Scope:** `segments:write` (`x-scope`).
         */
        post: operations["evaluateSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the current members of a segment, newest entry first
         * @description Members as of the last evaluation, with their visitor fields as they are now; `leftAt` is null and `changedAt` is the entry time. Paged with limit and cursor.
         *
         *     **Scope:** `segments:read` (`x-scope`).
         */
        get: operations["listSegmentMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/segments/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Membership changes of a segment, oldest first
         * @description Changes recorded after `since` (exclusive; absent: from the start), oldest first, at most `limit` (1 to 200, default 50). Each row is the member as they were at the change, with `change` entered or left. Pass `nextSince` back as `since` to continue: every change is seen exactly once.
         *
         *     **Scope:** `segments:read` (`x-scope`).
         */
        get: operations["listSegmentChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals of a window against the equally long window before it
         * @description Reads the daily rollups the worker folds. `to` defaults to today and `from` to six days before `to` (the last seven days); with only `from`, `to` is today. `comparedWith` is the window of the same length ending the day before `from`. `metrics` lists every metric with its change, largest absolute change first. `visitors` sums each day's distinct visitors. `missingDays` lists days of both windows whose activity is not folded yet. A malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.
         *
         *     **Scope:** `insights:read` (`x-scope`).
         */
        get: operations["getDigest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights/knowledge-gaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions the agent could not answer, newest first
         * @description Gaps asked within `from`..`to` (inclusive UTC days on when they were asked; `to` defaults to today, `from` to 29 days before `to`; at most 366 days; otherwise 400 `invalid-range`), filtered by `status` (default `open`; `any` for all). Exact repeats (same `normalized` text) collapse to the latest; similar questions are not clustered. A gap is recorded when the agent abstains or hands a question to people; answering the follow-up made from it marks it answered, dismissing it dismissed. Without conversations:transcripts people in questions are masked and `redaction` counts what was masked. Not paged: at most `limit` items.
         *
         *     **Scope:** `insights:read` (`x-scope`).
         */
        get: operations["listKnowledgeGaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights/sales-ready-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts whose visitors show strong intent, strongest first
         * @description Companies (accounts) with visitors seen within the last `withinDays` days whose strongest visitor intent is at least `minIntent`; strongest intent first, then most recently seen, then domain. Counts cover the visitors seen in that window. CRM fields come from the account's CRM link; without one they are null and `hasOpenDeal` is false. Not paged.
         *
         *     **Scope:** `insights:read` (`x-scope`).
         */
        get: operations["listSalesReadyAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights/tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plays, engagement and completions per tour and day
         * @description TourTotal per tour with plays in the range (plays descending) and TourDay rows (day ascending). `engaged` counts sittings that reached step 2 or later; `identified` counts distinct viewer emails per day (totals sum the days). The operator's own plays are never counted. `to` defaults to today, `from` to 29 days before `to`; a malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.
         *
         *     **Scope:** `insights:read` (`x-scope`).
         */
        get: operations["listTourInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insights/pulse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily activity of the workspace, with totals and top sources
         * @description OrgDay rows for every day of the range (zeros where nothing is folded), their totals (distinct-visitor fields sum the days) and the top 25 sources by sessions (utm_source, else referrer host, else `direct`). Reads the daily rollups the worker folds. `to` defaults to today, `from` to 29 days before `to`; a malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.
         *
         *     **Scope:** `insights:read` (`x-scope`).
         */
        get: operations["getPulseInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/erasures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List erasure receipts, newest first
         * @description Every erasure of this data set (ids and times only, never an email); newest first; paged with limit and cursor.
         *
         *     **Scope:** `privacy:manage` (`x-scope`).
         */
        get: operations["listErasures"];
        put?: never;
        /**
         * Erase a person's data (by visitor id or email)
         * @description Body: exactly one of `visitorId` or `email` (every visitor of this data set with that email, case-insensitive, including an email left on a lead, a meeting or a tour play); otherwise 400. The background worker erases each visitor within a minute, in one transaction per visitor: email, name, company, phone, answers, facts and search document; message content becomes `[erased]` (roles and times stay); summaries, referrers and page URLs' query strings go; leads, meeting attendees (the slot stays booked), follow-ups, tour-play emails and form data are erased; events already in the log are redacted in place (ids stay), so pending webhook deliveries go out redacted; the visitor's tokens are refused (`401 invalid-token`) and a new visit starts a new visitor; one `visitor.erased` event per visitor. The visitor row stays as an anonymous id so counts and insights stay true. An unknown visitor or email (or another workspace's visitor) answers the same `202` with `visitorIds: []` and `completed`, so the answer never reveals whether a person was known. The receipt holds ids and times, never the email.
         *
         *     **Scope:** `privacy:manage` (`x-scope`).
         */
        post: operations["createErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/erasures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one erasure receipt
         * @description The receipt: the visitors erased, `pending` or `completed`, and when. It never holds the email a request named. 404 when it is not in this data set.
         *
         *     **Scope:** `privacy:manage` (`x-scope`).
         */
        get: operations["getErasure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/visitors/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about one visitor
         * @description One JSON document, for a person's request to see their data: the visitor row and facts, the account, visits and pages seen, conversations with their messages unmasked, leads, meetings, follow-ups with answers, knowledge gaps, tour plays, offer outcomes, Action fires, segment memberships and changes, and the events that name the visitor. Rows appear as stored (snake_case columns). Needs `privacy:manage` and `conversations:transcripts` (the messages are verbatim); a key without the second gets 403 insufficient-scope. An erased visitor exports as the anonymous row it is. 404 when the visitor is not in this data set.
         *
         *     **Scope:** `privacy:manage` (`x-scope`).
         */
        get: operations["exportVisitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the assistants signed in over OAuth
         * @description Every OAuth grant of this workspace still in force (an operator allowed an MCP client on the consent page), live and sandbox alike, newest first: the client, who allowed it, which data and which scopes. Tokens themselves are never listed; they are stored hashed.
         *
         *     **Scope:** `keys:manage` (`x-scope`).
         */
        get: operations["listOAuthGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth-grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an assistant's OAuth grant
         * @description Its access and refresh tokens stop working at once: the next MCP request and the next refresh are refused (401 and invalid_grant). The assistant must sign in again. 204; 404 when the workspace has no such grant in force.
         *
         *     **Scope:** `keys:manage` (`x-scope`).
         */
        delete: operations["revokeOAuthGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the dashboard with email and password
         * @description Starts a dashboard session: 201 with the operator, the session's `csrfToken` and `expiresAt`, and the `svc_session` cookie (HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS). 401 unauthorized for an unknown email and for a wrong password alike. After 5 failed sign-ins for the email or from the address within 15 minutes, 429 sign-in-locked with `Retry-After` until the oldest of them is 15 minutes old. Public; drawn from the address bucket.
         *
         *     **Scope:** none; no key is needed.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the dashboard with a one-time sign-in link
         * @description Uses the token of a sign-in link made by `svc operators create` or createOperator (valid 24 hours, once) and starts a session exactly as createSession does. 401 unauthorized for an unknown, used or expired token. Public; drawn from the address bucket.
         *
         *     **Scope:** none; no key is needed.
         */
        post: operations["createLinkSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard session of this browser
         * @description The session named by the `svc_session` cookie, with its `csrfToken` (the dashboard reads it here after a reload), and moves its idle expiry forward. 401 unauthorized without a cookie, or when the session was signed out, expired (12 hours without use) or its operator removed.
         *
         *     **Scope:** none; no key is needed.
         */
        get: operations["getCurrentSession"];
        put?: never;
        post?: never;
        /**
         * Sign out of the dashboard
         * @description Ends the session named by the `svc_session` cookie and clears the cookie: 204, also when the session had already ended. A live session needs its `X-CSRF-Token` header (403 csrf-failed), like every cookie-authenticated write.
         *
         *     **Scope:** none; no key is needed.
         */
        delete: operations["deleteCurrentSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/current/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or change the signed-in operator's password
         * @description For the operator of the `svc_session` cookie (401 without a live session), with its `X-CSRF-Token` (403 csrf-failed). An operator invited by a sign-in link sets a first password here; changing an existing one also needs `currentPassword` (400 naming it when missing or wrong). At least 12 characters. 204; the session stays signed in.
         *
         *     **Scope:** none; no key is needed.
         */
        put: operations["changeOwnPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's operators
         * @description The people who sign in to the dashboard, oldest first (removed ones are not listed). Operators belong to the workspace, not to a data set: live and sandbox callers see the same list.
         *
         *     **Scope:** `operators:manage` (`x-scope`).
         */
        get: operations["listOperators"];
        put?: never;
        /**
         * Invite an operator
         * @description Adds a person to the workspace. With `password` (at least 12 characters) they sign in with it; without, they get a one-time sign-in link valid 24 hours: emailed to them when the server has a mailbox (SMTP_URL; `emailed` is true, `signInUrl` null, and the mail is sent by a job right after the answer, its link made then), else carried in the answer as `signInUrl`, shown only here (pass it on to them). 409 conflict when the email is already an operator of the workspace; 403 insufficient-scope when a caller that is not an owner asks for role `owner`. The same service as `svc operators create`. Not idempotent.
         *
         *     **Scope:** `operators:manage` (`x-scope`).
         */
        post: operations["createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an operator
         * @description The operator loses every session and sign-in link at once (their next request is 401), and the OAuth grants they gave assistants end with them (tokens and refresh refused, gone from the grants list), and can no longer sign in; the email is free to invite again. 409 last-owner for the workspace's last owner; 403 insufficient-scope when a caller that is not an owner removes an owner; 404 when the operator is not in this workspace. The same service as `svc operators remove`.
         *
         *     **Scope:** `operators:manage` (`x-scope`).
         */
        delete: operations["deleteOperator"];
        options?: never;
        head?: never;
        /**
         * Change an operator's role, transcripts permission or name
         * @description Fields left out stay as they are. A change of role or permission applies to the operator's open sessions, and to the MCP tokens of the assistants they allowed, from their next request. 409 last-owner when it would demote the workspace's last owner; 403 insufficient-scope when a caller that is not an owner changes an owner or makes one; 404 when the operator is not in this workspace.
         *
         *     **Scope:** `operators:manage` (`x-scope`).
         */
        patch: operations["updateOperator"];
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the data set's API keys
         * @description The keys of this data set, oldest first, revoked ones included, never the keys themselves: a live caller sees the live keys, a test caller (or a dashboard session with `X-Service-Mode: test`) the test keys. `lastUsedAt` is the last successful call.
         *
         *     **Scope:** `keys:manage` (`x-scope`).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key (shown once)
         * @description Creates a key of the caller's data set (a live key from a live caller, a test key from a test caller or a session with `X-Service-Mode: test`) and returns it with the key itself in `key`, shown only in this answer. `scopes` default to every read scope; `conversations:transcripts`, `privacy:manage`, `keys:manage` and `operators:manage` only when named. 403 insufficient-scope when asking for a scope the caller does not hold. The same service as `svc keys create`. Not idempotent: a retry makes a second key (revoke the one not kept).
         *
         *     **Scope:** `keys:manage` (`x-scope`).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key at once
         * @description The key stops working on the next request, in every server process; the answer is the revoked key (revoking again answers the same). 404 when it is not a key of this data set (workspace and mode). The same service as `svc keys revoke`.
         *
         *     **Scope:** `keys:manage` (`x-scope`).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the sandbox of this workspace (test keys only)
         * @description Any scope; a test key is the proof. A live key gets 403 sandbox-only.
         *
         *     **Scope:** any valid key (`x-scope: any`).
         */
        get: operations["getSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard everything written to the sandbox and re-seed the fixtures (test keys only)
         * @description Any scope; a test key is the proof. A live key gets 403 sandbox-only: the live workspace can never be reset. Event ids keep counting up across a reset.
         *
         *     **Scope:** any valid key (`x-scope: any`).
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "conversation.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `conversation.started` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverConversationStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.engaged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `conversation.engaged` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverConversationEngaged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `conversation.ended` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverConversationEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "visitor.identified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `visitor.identified` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverVisitorIdentified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.identified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `lead.identified` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverLeadIdentified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "intent.hot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `intent.hot` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverIntentHot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "meeting.booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `meeting.booked` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverMeetingBooked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "form.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `form.submitted` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverFormSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "segment.entered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `segment.entered` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverSegmentEntered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "segment.left": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `segment.left` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverSegmentLeft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.shown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `offer.shown` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverOfferShown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `offer.accepted` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverOfferAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `offer.declined` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverOfferDeclined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tour.played": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `tour.played` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverTourPlayed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tour.step_viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `tour.step_viewed` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverTourStepViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tour.cta_clicked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `tour.cta_clicked` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverTourCtaClicked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tour.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `tour.completed` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverTourCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "experience.viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `experience.viewed` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverExperienceViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checklist.task_completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `checklist.task_completed` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverChecklistTaskCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checklist.converted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `checklist.converted` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverChecklistConverted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "follow_up.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `follow_up.created` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverFollowUpCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "follow_up.answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `follow_up.answered` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverFollowUpAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "visitor.erased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `visitor.erased` event delivered to a webhook
         * @description Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.
         */
        post: operations["deliverVisitorErased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** LintProblem */
        LintProblem: {
            /** @description the field concerned, for example steps[3].body */
            path: string;
            /**
             * @description the rule broken; tour edits and skill edits each use their own part of the list
             * @enum {string}
             */
            code: "missing-ref" | "duplicate-ref" | "unknown-screen" | "screen-moved" | "empty" | "ask-self-playing" | "auto-no-duration" | "at-past-end" | "vocab-demo" | "vocab-project" | "vocab-folio" | "too-close" | "screen-no-steps" | "unverified-selector" | "too-long" | "at-not-video" | "unknown-skill" | "tool-missing";
            message: string;
            severity: "error" | "warning";
        };
        /**
         * Redaction
         * @description Counts of what was masked, by kind
         */
        Redaction: {
            email: number;
            phone: number;
            /** @description Luhn-valid card numbers */
            card: number;
            /** @description IBANs and long account numbers */
            account: number;
            /** @description the visitor's own name or a part of it */
            name: number;
        };
        /** Error */
        Error: {
            status: number;
            /**
             * @description machine code from the error catalogue
             * @enum {string}
             */
            code: "invalid-request" | "invalid-range" | "lint-failed" | "unauthorized" | "invalid-token" | "insufficient-scope" | "plan-api-off" | "sandbox-only" | "csrf-failed" | "origin-not-allowed" | "not-found" | "method-not-allowed" | "conflict" | "idempotency-mismatch" | "stale" | "last-owner" | "payload-too-large" | "not-a-pdf" | "pdf-unreadable" | "pdf-has-no-text" | "rate-limited" | "sign-in-locked" | "internal" | "service-unavailable";
            message: string;
            requestId: string;
            /** @description the parameter or header at fault */
            param?: string;
            problems?: components["schemas"]["LintProblem"][];
            /** @description with `stale`: the version to re-read */
            currentVersion?: string | number;
            /**
             * Format: uuid
             * @description with `conflict` from addFollowUpToKnowledge: the knowledge source already made from the follow-up (delete it to add the follow-up again)
             */
            sourceId?: string;
        };
        /**
         * JsonValue
         * @description any JSON value; strings at most 2000 characters, object keys at most 100, at most 100 items or properties
         */
        JsonValue: JsonValue;
        /**
         * AgentTheme
         * @description How the page SDK draws the widget. Unknown keys are ignored.
         */
        AgentTheme: {
            /** @description the widget colour, #RRGGBB */
            accentColor?: string;
            /**
             * @description light, dark, or auto (follows the visitor's system)
             * @enum {string}
             */
            colorScheme?: "light" | "dark" | "auto";
            /** @description a CSS font-family list */
            fontFamily?: string;
            /** @description corner radius in pixels */
            radius?: number;
        };
        /**
         * AgentLauncher
         * @description The button that opens the widget.
         */
        AgentLauncher: {
            /** @enum {string} */
            position?: "bottom-right" | "bottom-left";
            /** @description text beside the launcher button; null for the icon alone */
            label?: string | null;
            /** @description the one-line notice a visitor accepts before the chat starts, on pages whose script tag says data-consent="required"; null or absent for the SDK's default line */
            consentNotice?: string | null;
        };
        /**
         * AvailabilityWindow
         * @description Open hours on one weekday, in the booking time zone; `end` after `start`.
         */
        AvailabilityWindow: {
            /** @enum {string} */
            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
            /** @description HH:MM in the booking time zone (24:00 ends a day) */
            start: string;
            /** @description HH:MM in the booking time zone (24:00 ends a day) */
            end: string;
        };
        /**
         * AgentBooking
         * @description When visitors can book a meeting through the agent.
         */
        AgentBooking: {
            /** @description IANA time zone of the availability, e.g. Europe/Berlin */
            timezone: string;
            /** @description meeting length; slots start every durationMinutes within a window */
            durationMinutes: number;
            /** @description no slot starts sooner than this after now */
            minimumNoticeMinutes: number;
            /** @description how far ahead slots are offered at most */
            horizonDays: number;
            /** @description weekly open hours; empty means no slots */
            availability: components["schemas"]["AvailabilityWindow"][];
            /** @description the team member who takes the meetings */
            repUserId: string | null;
        };
        /**
         * Agent
         * @description An agent, the knowledge it answers from (its personal base, null until it has one, and the shared bases attached to it) and its runtime settings. The contract leaves the payload open; these fields are this service's choice.
         */
        Agent: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description public id used by the page SDK and in links */
            publicId: string;
            name: string;
            /**
             * Format: uuid
             * @description the personal knowledge base
             */
            personalBaseId: string | null;
            /** @description shared knowledge bases attached to the agent */
            sharedBaseIds: string[];
            /** @description the first thing the widget says; null for none */
            greeting: string | null;
            /** @description origins whose pages may call the runtime API (CORS); `*` (any origin) only in the sandbox */
            allowedOrigins: string[];
            theme: components["schemas"]["AgentTheme"];
            launcher: components["schemas"]["AgentLauncher"];
            booking: components["schemas"]["AgentBooking"] | null;
            /** @description intent score at which `intent.hot` is emitted */
            intentHotThreshold: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /**
         * VisitorAccount
         * @description the company the visitor appears to belong to
         */
        VisitorAccount: {
            /** @description the company domain, derived from a work email or an enrichment provider */
            domain: string;
            name: string | null;
            industry: string | null;
        };
        /** Visitor */
        Visitor: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            email: string | null;
            displayName: string | null;
            /** @description the agent's read of where the visitor is */
            status: string;
            intentScore: number;
            visitCount: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            firstSeenAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastSeenAt: string;
            account: components["schemas"]["VisitorAccount"] | null;
            crm: {
                [key: string]: unknown;
            } | null;
            /** @description latest labels assigned by the agent, by name */
            labels: {
                [key: string]: unknown;
            };
        };
        /** VisitorJourney */
        VisitorJourney: {
            /** @description the last 20 conversations, newest first */
            conversations: components["schemas"]["Conversation"][];
            /** @description the last 20 tour sittings, newest first */
            sittings: components["schemas"]["Sitting"][];
            /** @description the latest lead of the visitor, or null */
            lead: components["schemas"]["Lead"] | null;
            /** @description open follow-ups of the visitor, newest first */
            openFollowUps: components["schemas"]["FollowUp"][];
            /** @description the last 20 pages the visitor opened where an agent runs (session starts and page.viewed), newest first (an addition to the contract) */
            pages: {
                url: string;
                title: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 */
                viewedAt: string;
            }[];
        };
        /** VisitorDetail */
        VisitorDetail: components["schemas"]["Visitor"] & {
            journey: components["schemas"]["VisitorJourney"];
        };
        /** VisitorSearchResult */
        VisitorSearchResult: {
            /** @description how many visitors matched in total */
            count: number;
            /** @description more matched than items holds */
            truncated: boolean;
            filter: components["schemas"]["SegmentFilter"];
            /** @description most recently seen first */
            items: components["schemas"]["Visitor"][];
        };
        /** KnowledgeSource */
        KnowledgeSource: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            baseId: string;
            /**
             * @description url or sitemap for sources added by address (addKnowledgeSource; sitemap when the URL serves an XML urlset or sitemapindex), text for pasted text (addKnowledgeTextSource), file for an uploaded PDF (uploadKnowledgePdf)
             * @enum {string}
             */
            kind: "url" | "sitemap" | "text" | "file";
            /** @description url and sitemap: the page title once read, until then the URL; text and file: the title given */
            name: string;
            /**
             * Format: uri
             * @description set for url and sitemap kinds
             */
            url: string | null;
            /**
             * @description pending (queued), indexing (being read), loaded (its pages are searchable), failed (see error)
             * @enum {string}
             */
            status: "pending" | "indexing" | "loaded" | "failed";
            /** @description why the source failed, in words: DNS failure, 404, robots.txt disallows, not HTML, too large… */
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** KnowledgeRefresh */
        KnowledgeRefresh: {
            /**
             * @description auto (default): known pages are re-checked every six hours with conditional requests and content hashes (only changed pages are re-chunked), plus a full re-discovery weekly; scheduled: a full check at the interval; off: nothing runs until a refresh is requested
             * @enum {string}
             */
            mode: "auto" | "scheduled" | "off";
            /**
             * @description with scheduled only
             * @enum {string|null}
             */
            interval: "daily" | "weekly" | "monthly" | null;
            /**
             * Format: date-time
             * @description when the next automatic check is due; null with off (an addition to the contract)
             */
            nextCheckAt: string | null;
        };
        /** KnowledgeRefreshReceipt */
        KnowledgeRefreshReceipt: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description null while the refresh is running
             */
            finishedAt: string | null;
            /**
             * @description what started it: a source added, a refresh call, the auto watch, or the schedule
             * @enum {string}
             */
            trigger: "added" | "requested" | "auto" | "scheduled";
            /** @description pages fetched (a 304 Not Modified counts as read) */
            pagesRead: number;
            /** @description pages new or changed, and so re-chunked */
            pagesChanged: number;
            /** @description pages that could not be read */
            pagesFailed: number;
        };
        /**
         * KnowledgeBase
         * @description A knowledge base as listed: sources are counts.
         */
        KnowledgeBase: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            name: string;
            description: string | null;
            /** @description a shared base can attach to many agents; a personal one belongs to one */
            shared: boolean;
            /**
             * @description indexing while any source is pending or being read; failed when every source failed; otherwise active (also with no sources)
             * @enum {string}
             */
            status: "active" | "indexing" | "failed";
            refresh: components["schemas"]["KnowledgeRefresh"];
            lastRefresh: components["schemas"]["KnowledgeRefreshReceipt"] | null;
            /** @description agents that read this base */
            agentIds: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
            /** @description source counts by status (lists) */
            sources: {
                total: number;
                pending: number;
                indexing: number;
                loaded: number;
                failed: number;
            };
        };
        /**
         * KnowledgeBaseDetail
         * @description A single knowledge base with its sources inline.
         */
        KnowledgeBaseDetail: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            name: string;
            description: string | null;
            /** @description a shared base can attach to many agents; a personal one belongs to one */
            shared: boolean;
            /**
             * @description indexing while any source is pending or being read; failed when every source failed; otherwise active (also with no sources)
             * @enum {string}
             */
            status: "active" | "indexing" | "failed";
            refresh: components["schemas"]["KnowledgeRefresh"];
            lastRefresh: components["schemas"]["KnowledgeRefreshReceipt"] | null;
            /** @description agents that read this base */
            agentIds: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
            /** @description every source of the base, newest first */
            sources: components["schemas"]["KnowledgeSource"][];
        };
        /** KnowledgeChunk */
        KnowledgeChunk: {
            text: string;
            /** @description similarity from 0 to 1, higher is better and never higher than a result ranked above it. BM25 alone: the BM25 score divided by the most the query could score (every term saturated); with dense retrieval: the reciprocal-rank-fusion score divided by its maximum */
            score: number;
            /**
             * Format: uuid
             * @description UUID
             */
            sourceId: string | null;
            /** @description the title of the page (or text) the chunk comes from */
            sourceTitle: string | null;
            /**
             * Format: uri
             * @description the page the chunk comes from; null for text sources
             */
            url: string | null;
            /** @description position of the chunk within its page, from 0 */
            chunkIndex: number | null;
        };
        /** Citation */
        Citation: {
            /** @description title of the cited page or text */
            title: string | null;
            /**
             * Format: uri
             * @description the cited page; null for text sources
             */
            url: string | null;
            /** @description a verbatim span of the cited chunk */
            quote: string;
            /**
             * Format: uuid
             * @description UUID
             */
            sourceId: string | null;
            /** @description the cited chunk (sourceId and chunkIndex are additions to the contract) */
            chunkIndex: number | null;
        };
        /** AskAnswer */
        AskAnswer: {
            /** @description the grounded answer; when the sources do not cover the question it says so and citations is empty */
            answer: string;
            citations: components["schemas"]["Citation"][];
        };
        /** FollowUp */
        FollowUp: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            agentId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string | null;
            /** @description the visitor's question the agent could not answer (masked without conversations:transcripts) */
            question: string;
            /** @description why the agent handed it over */
            reason: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "dismissed";
            answer: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            answeredAt: string | null;
            /**
             * Format: date-time
             * @description when the answer reached the visitor (email, or the agent in a later conversation)
             */
            deliveredAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /** @description true when something in the question was masked; absent on a verbatim read (conversations:transcripts) */
            redacted?: boolean;
        };
        /** AnsweredFollowUp */
        AnsweredFollowUp: components["schemas"]["FollowUp"] & {
            /** @description true when the answer was accepted for delivery by email: it is sent from the rep mailbox by the background worker right after this call (retried for about 40 minutes if the mail server fails); deliveredAt is set once the mail server takes it */
            emailed: boolean;
            /**
             * @description why it is not emailed: no-email (the visitor left none) or no-mailbox (no SMTP mailbox configured); null when emailed. The answer is kept for the agent to deliver in the visitor's next conversation.
             * @enum {string|null}
             */
            skipReason: "no-email" | "no-mailbox" | null;
        };
        /** Conversation */
        Conversation: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            agentId: string;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string | null;
            /** @enum {string} */
            channel: "chat" | "voice";
            /**
             * Format: uri
             * @description the page the conversation started on
             */
            pageUrl: string | null;
            referrer: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastMessageAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            endedAt: string | null;
            /** @description how many messages the conversation holds (an addition to the contract); a read returns the latest 500 */
            messageCount: number;
        };
        /** Message */
        Message: {
            id: string;
            /** @enum {string} */
            role: "user" | "assistant" | "tool" | "system";
            /** @enum {string} */
            authorKind: "visitor" | "agent" | "rep" | "widget";
            /** @description masked unless the key holds conversations:transcripts */
            content: string;
            /** @description true when something was masked; absent on a verbatim read */
            redacted?: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
        };
        /** ConversationDetail */
        ConversationDetail: components["schemas"]["Conversation"] & {
            /** @description in order; the latest 500 when the conversation holds more (see messageCount) */
            messages: components["schemas"]["Message"][];
            redaction: components["schemas"]["Redaction"] | null;
        };
        /**
         * LeadCrm
         * @description CRM link: the provider and the ids of the contact, company and deal there
         */
        LeadCrm: {
            /** @description the CRM, for example hubspot or salesforce */
            provider: string;
            contactId?: string | null;
            companyId?: string | null;
            dealId?: string | null;
            /**
             * Format: uri
             * @description the record in the CRM
             */
            url?: string | null;
        };
        /** Lead */
        Lead: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            agentId: string | null;
            /** @enum {string} */
            source: "form_capture" | "meeting_booked";
            email: string | null;
            name: string | null;
            company: string | null;
            verdict: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            status: "new" | "working" | "qualified" | "disqualified" | "converted";
            /** @description the team member who owns the lead */
            ownerUserId: string | null;
            crm: components["schemas"]["LeadCrm"] | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /**
         * MeetingAttendee
         * @description who the meeting was booked for
         */
        MeetingAttendee: {
            email: string | null;
            name: string | null;
        };
        /** Meeting */
        Meeting: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            agentId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            leadId: string | null;
            /** @description the booking provider, for example calendly or google */
            provider: string | null;
            /** @description the team member the meeting is with */
            repUserId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            startAt: string | null;
            durationMinutes: number | null;
            attendee: components["schemas"]["MeetingAttendee"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            bookedAt: string;
        };
        /** SkillDocument */
        SkillDocument: {
            /** @description lower-case letters, digits and dashes, up to 64 characters */
            slug: string;
            name: string;
            /** @description when the agent should use the skill */
            description: string;
            /** @description Markdown the agent consults; may name skill:<slug> and tool:<name> */
            body: string;
            /**
             * @description builtin (shipped, unchanged), fork (a built-in edited here) or custom
             * @enum {string}
             */
            source: "builtin" | "fork" | "custom";
            /** @description 0 for an unforked built-in; send it back as baseVersion */
            version: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string | null;
        };
        /** SkillProposal */
        SkillProposal: {
            slug: string;
            /** @description the document the diff is against */
            baseVersion: {
                /** @description pass as baseVersion to applySkill */
                version: number;
                /**
                 * @description null when no skill has this slug yet
                 * @enum {string|null}
                 */
                source: "builtin" | "fork" | "custom" | null;
            };
            /** @description one entry per changed field, from the current text (null for a new skill) to the proposed one */
            diff: {
                name?: {
                    from: string | null;
                    to: string;
                };
                description?: {
                    from: string | null;
                    to: string;
                };
                body?: {
                    from: string | null;
                    to: string;
                };
            };
            problems: components["schemas"]["LintProblem"][];
            /** @description false while any problem is an error */
            applicable: boolean;
        };
        /** Tour */
        Tour: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description id used in share links and embeds, and on the anonymous player route */
            publicId: string;
            name: string;
            description: string | null;
            /**
             * @description `published` while a frozen revision is live (or the tour was imported as published), otherwise the row's own status
             * @enum {string}
             */
            status: "draft" | "published" | "archived";
            /** @description inactive tours are not served to visitors */
            isActive: boolean;
            /**
             * Format: uuid
             * @description UUID
             */
            hubId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            publishedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** TourSpecScreen */
        TourSpecScreen: {
            id: string;
            /** @enum {string|null} */
            type: "image" | "video" | null;
            name: string | null;
            orderIndex: number;
            /** @description length of a video screen in seconds */
            durationSecs: number | null;
        };
        /** TourSpecStep */
        TourSpecStep: {
            /** @description stable key of the step */
            ref: string;
            /** @description a screen id from screens; a step never moves between screens */
            screen: string;
            /** @description seconds into a video screen (video screens only) */
            at: number | null;
            /** @description `center`, `{element}` (a selector, not verified) or `{region: [x, y, w, h]}` */
            anchor: "center" | {
                /** @description a CSS selector; accepted but not verified */
                element: string;
            } | {
                /** @description [x, y, w, h] as 0-1 fractions of the screen */
                region: number[];
            };
            title: string;
            /** @description what the step says; narration follows it unless a person wrote their own */
            body: string;
            /**
             * @description `ask` holds the frame for the agent and needs an agent-led tour
             * @enum {string}
             */
            advance: "auto" | "click" | "ask";
            advanceAfterSecs: number | null;
            narrate: boolean;
            /** @description phrases that open this step from a conversation */
            openWhen: string[];
        };
        /** TourSpec */
        TourSpec: {
            /** @description the tour the spec belongs to (read-only here) */
            tour: {
                /**
                 * Format: uuid
                 * @description UUID
                 */
                id: string;
                publicId: string;
                name: string;
                description: string | null;
                /**
                 * @description `agent_led` tours let steps `ask`; `self_playing` ones play on their own
                 * @enum {string}
                 */
                mode: "self_playing" | "agent_led";
                display: string | null;
                transition: string | null;
            };
            /** @description read-only; in order */
            screens: components["schemas"]["TourSpecScreen"][];
            /** @description by screen, then in playing order */
            steps: components["schemas"]["TourSpecStep"][];
        };
        /**
         * TourSpecStepInput
         * @description An existing ref is merged field by field (fields left out keep their value); a new ref is inserted (defaults: anchor center, title empty, advance click, narrate false, no at, no openWhen); refs left out of the spec are deleted.
         */
        TourSpecStepInput: {
            /** @description stable key; a missing ref is a lint error */
            ref?: string;
            screen?: string;
            at?: number | null;
            /** @description `center`, `{element}` (a selector, not verified) or `{region: [x, y, w, h]}` */
            anchor?: "center" | {
                /** @description a CSS selector; accepted but not verified */
                element: string;
            } | {
                /** @description [x, y, w, h] as 0-1 fractions of the screen */
                region: number[];
            };
            title?: string;
            body?: string;
            /** @enum {string} */
            advance?: "auto" | "click" | "ask";
            advanceAfterSecs?: number | null;
            narrate?: boolean;
            /** @description phrases that open this step from a conversation */
            openWhen?: string[];
        };
        /**
         * TourSpecDiff
         * @description keyed by ref; all four lists are empty when nothing would change
         */
        TourSpecDiff: {
            /** @description steps with a new ref, as they would be written */
            added: components["schemas"]["TourSpecStep"][];
            /** @description steps whose ref is left out (they would be deleted) */
            removed: components["schemas"]["TourSpecStep"][];
            changed: {
                ref: string;
                /** @description each changed field with its old and new value */
                fields: {
                    [key: string]: {
                        old: unknown;
                        new: unknown;
                    };
                };
            }[];
            /** @description screens whose kept steps change order (refs before and after) */
            reordered: {
                screen: string;
                before: string[];
                after: string[];
            }[];
        };
        /** TourProposal */
        TourProposal: {
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            /** @description the version the proposal was made against; pass it to apply */
            baseVersion: string;
            diff: components["schemas"]["TourSpecDiff"];
            problems: components["schemas"]["LintProblem"][];
            /** @description false while any problem is an error */
            applicable: boolean;
            spec: components["schemas"]["TourSpec"];
        };
        /** PublishReceipt */
        PublishReceipt: {
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            publicId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            revisionId: string;
            /** @description counts up from 1 per tour */
            publishedVersion: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            publishedAt: string;
        };
        /** TourDocument */
        TourDocument: {
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            publicId: string | null;
            name: string;
            description: string | null;
            display: string | null;
            transition: string | null;
            /** @enum {string} */
            mode: "self_playing" | "agent_led";
            /** @description the frozen revision served, or null for live rows */
            publishedVersion: number | null;
            /** @description in order, media URLs resolved */
            screens: {
                id: string;
                /** @enum {string|null} */
                type: "image" | "video" | null;
                name: string | null;
                orderIndex: number;
                durationSecs: number | null;
                /** @description absolute URL of the image or video */
                mediaUrl: string | null;
                /** @description absolute URL of a video's poster image */
                posterUrl: string | null;
            }[];
            /** @description the steps in playing order, with their settings and narration URL */
            guides: {
                /** @description the step index sittings count (0 is the first step) */
                index: number;
                ref: string;
                screen: string;
                at: number | null;
                /** @description `center`, `{element}` (a selector, not verified) or `{region: [x, y, w, h]}` */
                anchor: "center" | {
                    /** @description a CSS selector; accepted but not verified */
                    element: string;
                } | {
                    /** @description [x, y, w, h] as 0-1 fractions of the screen */
                    region: number[];
                };
                title: string;
                body: string;
                /** @enum {string} */
                advance: "auto" | "click" | "ask";
                advanceAfterSecs: number | null;
                narrate: boolean;
                /** @description absolute URL of the recording; null when none is recorded (or narrate is false) */
                narrationUrl: string | null;
                /** @description phrases that open this step from a conversation */
                openWhen: string[];
            }[];
        };
        /** TourWithDocument */
        TourWithDocument: components["schemas"]["Tour"] & {
            document: components["schemas"]["TourDocument"];
        };
        /**
         * Sitting
         * @description One play of a tour by one viewer. The operator's own dashboard plays are never listed.
         */
        Sitting: {
            /** @description the view session id */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            visitorId: string | null;
            email: string | null;
            /** @enum {string|null} */
            source: "preview" | "lightbox" | "embed" | "share" | "chat" | "legacy" | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            endedAt: string;
            seconds: number;
            /** @description steps shown, revisits included */
            stepViews: number;
            /** @description distinct step indexes seen (0 is the first step), ascending */
            stepsSeen: number[];
            /** @description furthest step index, -1 when none */
            maxStep: number;
            completed: boolean;
            ctaClicks: number;
        };
        /**
         * Hub
         * @description A collection of tours shown together.
         */
        Hub: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description id used in share links */
            publicId: string | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            /**
             * Format: uuid
             * @description UUID
             */
            startTourId: string | null;
            /** @description tours in the hub (templates excluded) */
            tourCount: number;
            /** @description of those, tours whose status is published */
            publishedTourCount: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            publishedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** HubWithTours */
        HubWithTours: components["schemas"]["Hub"] & {
            /** @description the hub's tours in their order */
            tourIds: string[];
        };
        /**
         * OfferCtaAction
         * @description What the button does. It carries exactly what its type needs: `navigate` a `url`, `open_content` a `contentRefId`, `open_experience` an `experienceId`; a field belonging to another type is refused (400, `param` names it).
         */
        OfferCtaAction: {
            /**
             * @description `none` is a chips-only prompt
             * @enum {string}
             */
            type: "none" | "book_meeting" | "capture_lead" | "navigate" | "open_content" | "open_experience";
            /** @description required for `navigate` (a full http or https URL); refused for other types */
            url?: string;
            /**
             * Format: uuid
             * @description UUID
             */
            contentRefId?: string;
            /**
             * Format: uuid
             * @description UUID
             */
            experienceId?: string;
        };
        /**
         * OfferDeploy
         * @description When the offer shows on arrival. Every gate narrows; an absent gate (or an empty list) matches everything.
         */
        OfferDeploy: {
            /** @description master switch; false keeps the configuration and shows nothing */
            live: boolean;
            /** @enum {string} */
            presentation: "interstitial" | "toast" | "banner";
            /** @description host names without scheme or path; `example.com` also matches `www.example.com`, `*.example.com` matches any subdomain; empty means every site deployed on */
            hosts?: string[];
            /** @description path patterns starting with `/`; `*` matches any run of characters (slashes included); `/blog/*` also matches `/blog`; case and a trailing slash are ignored; empty means all pages */
            includePages?: string[];
            /** @description path patterns as in includePages; an excluded page wins */
            excludePages?: string[];
            /** @description campaign arrival condition: every key given (`source`, `medium`, `campaign`, `term`, `content`) must equal the utm tag the visitor arrived with (case-insensitive); other keys are refused */
            utm?: {
                source?: string;
                medium?: string;
                campaign?: string;
                term?: string;
                content?: string;
            };
            /** @description the visitor arrived from one of these hosts (matched like `hosts`) */
            referrerHosts?: string[];
            /** @enum {string} */
            visitorType?: "new" | "returning";
            /** @description matched against the connected CRM: each key must equal the visitor's CRM record field (a string, number or boolean, or a list of allowed values; strings case-insensitive). Fails closed for visitors without a CRM record; `{}` is no gate */
            crm?: {
                [key: string]: (string | number | boolean) | (string | number | boolean)[];
            };
            /** @description the enriched account industry must be one of these (case-insensitive); fails closed when the industry is unknown */
            industries?: string[];
            devices?: ("desktop" | "mobile")[];
            /** @description delay after page load, 0 to 86,400; absent means immediately */
            afterSeconds?: number;
            /**
             * Format: date-time
             * @description campaign window start (inclusive), ISO 8601 with a time zone
             */
            startsAt?: string;
            /**
             * Format: date-time
             * @description campaign window end (exclusive); must be after startsAt
             */
            endsAt?: string;
        };
        /** OfferConversion */
        OfferConversion: {
            /** @description the agent skips what it already knows */
            collect?: ("email" | "name" | "phone" | "company")[];
            /**
             * Format: uuid
             * @description an agent form run instead of collect (send one or the other)
             */
            formId?: string;
            /** @description joins the runtime prompt */
            agentNote?: string;
            /** @description where the visitor goes after converting */
            destination?: {
                [key: string]: components["schemas"]["JsonValue"];
            };
        };
        /**
         * OfferStats
         * @description Lifetime counters; kept when the offer is retired.
         */
        OfferStats: {
            /** @description lifetime times shown */
            shown: number;
            /** @description lifetime times accepted (counted as outcomes by insights) */
            accepted: number;
            /** @description lifetime times declined */
            declined: number;
        };
        /** Offer */
        Offer: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description internal, never shown to visitors */
            name: string;
            /** @enum {string} */
            format: "toaster" | "in_chat";
            /**
             * @description what counts as converting
             * @enum {string}
             */
            goal: "meeting_booked" | "lead_captured" | "content_viewed" | "engaged";
            /** @description false retires the offer and keeps its history; there is no delete */
            isActive: boolean;
            headline: string | null;
            /** @description copy the visitor reads */
            message: string;
            /** @description quick replies; two render */
            chips: string[];
            /** @description null means no button */
            ctaLabel: string | null;
            ctaAction: components["schemas"]["OfferCtaAction"];
            imageUrl: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            mediaRefId: string | null;
            /** @description lets the agent rewrite headline and body for the visitor in conversation */
            agentPersonalize: boolean;
            deploy: components["schemas"]["OfferDeploy"] | null;
            design: {
                [key: string]: unknown;
            } | null;
            conversion: components["schemas"]["OfferConversion"];
            /** @description saved segments the agent may offer this to; empty means any matching audience */
            audienceIds: string[];
            stats: components["schemas"]["OfferStats"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /**
         * ActionOpens
         * @description What the Action opens. A tour needs `tourPublicId`, a form `formId`, an experience `experienceId`, a link `url`; a target field that does not belong to the kind is refused (400, `param` names it).
         */
        ActionOpens: {
            /** @enum {string} */
            kind: "conversation" | "meeting" | "content" | "tour" | "experience" | "link" | "form";
            /** @description required for `tour` */
            tourPublicId?: string;
            /** @description required for `experience` */
            experienceId?: string;
            /** @description required for `form` */
            formId?: string;
            /**
             * Format: uri
             * @description a full http or https URL; required for `link`, optional for `content`
             */
            url?: string;
        };
        /** Action */
        Action: {
            /** @description letters, numbers, dashes or underscores, up to 64; the page uses it as `data-showpilot-action` and in `#action=<id>` */
            id: string;
            name: string;
            /** @description what the agent sets out to do when the Action fires */
            task: string;
            opens: components["schemas"]["ActionOpens"];
            /**
             * Format: uri
             * @description the page the link leads to
             */
            destination: string | null;
            /** @description what the agent should know about the campaign that brought the visitor */
            campaignContext: string | null;
            /** @description a disabled Action does not fire: links and buttons naming it open the agent plainly */
            enabled: boolean;
            /** @description arrival rule; rules match in the operator's order */
            arrival: {
                [key: string]: unknown;
            };
            /** @description `<destination>#action=<id>`, or `#action=<id>` without a destination */
            link: string;
            /** @description times the Action fired in the last 7 days (an addition to the contract) */
            firesLast7Days: number;
        };
        /** PutActionResult */
        PutActionResult: components["schemas"]["Action"] & {
            /** @description true when the id was free (201), false when an Action was replaced (200) */
            created: boolean;
        };
        /** ActionLink */
        ActionLink: {
            actionId: string;
            /** @description the link to place on a page, in an email or an ad */
            url: string;
        };
        /**
         * Event
         * @description The envelope of every webhook delivery, event-log row and stream frame.
         */
        Event: {
            /** @description decimal; monotonic within the data set; usable as `since` */
            id: string;
            /** @description false for events from the sandbox (test keys) */
            livemode: boolean;
            /** @enum {string} */
            type: "conversation.started" | "conversation.engaged" | "conversation.ended" | "visitor.identified" | "lead.identified" | "intent.hot" | "meeting.booked" | "form.submitted" | "segment.entered" | "segment.left" | "offer.shown" | "offer.accepted" | "offer.declined" | "tour.played" | "tour.step_viewed" | "tour.cta_clicked" | "tour.completed" | "experience.viewed" | "checklist.task_completed" | "checklist.converted" | "follow_up.created" | "follow_up.answered" | "visitor.erased";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            occurredAt: string;
            /** @description The ids of the objects involved plus the facts of the type; each type's shape is the schema named after it (`ConversationStartedData`, `MeetingBookedData`, …). */
            data: {
                [key: string]: unknown;
            };
            /** @description API paths of the objects in `data`, by object (`visitor`, `conversation`, …); per type: `ConversationStartedLinks`, …. */
            links: {
                [key: string]: string;
            };
        };
        /**
         * ConversationStartedData
         * @description `data` of a `conversation.started` event.
         */
        ConversationStartedData: {
            /**
             * Format: uuid
             * @description the conversation
             */
            conversationId: string;
            /**
             * Format: uuid
             * @description the agent that ran the conversation, when known
             */
            agentId: string | null;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /** @enum {string} */
            channel: "chat" | "voice";
            /** @description the page the conversation started on */
            pageUrl: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ConversationStartedLinks
         * @description `links` of a `conversation.started` event: API paths of the objects in `data`.
         */
        ConversationStartedLinks: {
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * ConversationEngagedData
         * @description `data` of a `conversation.engaged` event.
         */
        ConversationEngagedData: {
            /**
             * Format: uuid
             * @description the conversation
             */
            conversationId: string;
            /**
             * Format: uuid
             * @description the agent that ran the conversation, when known
             */
            agentId: string | null;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ConversationEngagedLinks
         * @description `links` of a `conversation.engaged` event: API paths of the objects in `data`.
         */
        ConversationEngagedLinks: {
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * ConversationEndedData
         * @description `data` of a `conversation.ended` event.
         */
        ConversationEndedData: {
            /**
             * Format: uuid
             * @description the conversation
             */
            conversationId: string;
            /**
             * Format: uuid
             * @description the agent that ran the conversation, when known
             */
            agentId: string | null;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            messageCount?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * ConversationEndedLinks
         * @description `links` of a `conversation.ended` event: API paths of the objects in `data`.
         */
        ConversationEndedLinks: {
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * VisitorIdentifiedData
         * @description `data` of a `visitor.identified` event.
         */
        VisitorIdentifiedData: {
            /**
             * Format: uuid
             * @description the visitor
             */
            visitorId: string;
            email: string | null;
            displayName: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * VisitorIdentifiedLinks
         * @description `links` of a `visitor.identified` event: API paths of the objects in `data`.
         */
        VisitorIdentifiedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor: string;
        } & {
            [key: string]: string;
        };
        /**
         * LeadIdentifiedData
         * @description `data` of a `lead.identified` event.
         */
        LeadIdentifiedData: {
            /**
             * Format: uuid
             * @description the lead
             */
            leadId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the agent, when known
             */
            agentId: string | null;
            /** @enum {string} */
            source: "form_capture" | "meeting_booked";
            email: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * LeadIdentifiedLinks
         * @description `links` of a `lead.identified` event: API paths of the objects in `data`.
         */
        LeadIdentifiedLinks: {
            /** @description /v1/leads/{id}; present when `data.leadId` is set */
            lead: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * IntentHotData
         * @description `data` of a `intent.hot` event.
         */
        IntentHotData: {
            /**
             * Format: uuid
             * @description the visitor
             */
            visitorId: string;
            intentScore: number;
            /**
             * Format: uuid
             * @description the conversation that raised the score, when known
             */
            conversationId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * IntentHotLinks
         * @description `links` of a `intent.hot` event: API paths of the objects in `data`.
         */
        IntentHotLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
        } & {
            [key: string]: string;
        };
        /**
         * MeetingBookedData
         * @description `data` of a `meeting.booked` event.
         */
        MeetingBookedData: {
            /**
             * Format: uuid
             * @description the meeting
             */
            meetingId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            startAt: string | null;
            attendee: {
                email: string | null;
                name: string | null;
            } & {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description the conversation the meeting was booked in, when known
             */
            conversationId?: string | null;
            /**
             * Format: uuid
             * @description the lead, when known
             */
            leadId?: string | null;
            /**
             * Format: uuid
             * @description the agent, when known
             */
            agentId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * MeetingBookedLinks
         * @description `links` of a `meeting.booked` event: API paths of the objects in `data`.
         */
        MeetingBookedLinks: {
            /** @description /v1/meetings/{id}; present when `data.meetingId` is set */
            meeting: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/leads/{id}; present when `data.leadId` is set */
            lead?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * FormSubmittedData
         * @description `data` of a `form.submitted` event.
         */
        FormSubmittedData: {
            /** @description the form */
            formId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation the form ran in, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the lead the submission created or updated, when known
             */
            leadId?: string | null;
            /**
             * Format: uuid
             * @description the agent, when known
             */
            agentId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * FormSubmittedLinks
         * @description `links` of a `form.submitted` event: API paths of the objects in `data`.
         */
        FormSubmittedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/leads/{id}; present when `data.leadId` is set */
            lead?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * SegmentEnteredData
         * @description `data` of a `segment.entered` event.
         */
        SegmentEnteredData: {
            /**
             * Format: uuid
             * @description the segment
             */
            segmentId: string;
            /**
             * Format: uuid
             * @description the visitor
             */
            visitorId: string;
            email: string | null;
            displayName: string | null;
            account: {
                [key: string]: unknown;
            } | null;
            crm: {
                [key: string]: unknown;
            } | null;
            labels: {
                [key: string]: unknown;
            };
            intentScore: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            enteredAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            leftAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            changedAt: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * SegmentEnteredLinks
         * @description `links` of a `segment.entered` event: API paths of the objects in `data`.
         */
        SegmentEnteredLinks: {
            /** @description /v1/segments/{id}; present when `data.segmentId` is set */
            segment: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor: string;
        } & {
            [key: string]: string;
        };
        /**
         * SegmentLeftData
         * @description `data` of a `segment.left` event.
         */
        SegmentLeftData: {
            /**
             * Format: uuid
             * @description the segment
             */
            segmentId: string;
            /**
             * Format: uuid
             * @description the visitor
             */
            visitorId: string;
            email: string | null;
            displayName: string | null;
            account: {
                [key: string]: unknown;
            } | null;
            crm: {
                [key: string]: unknown;
            } | null;
            labels: {
                [key: string]: unknown;
            };
            intentScore: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            enteredAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            leftAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            changedAt: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * SegmentLeftLinks
         * @description `links` of a `segment.left` event: API paths of the objects in `data`.
         */
        SegmentLeftLinks: {
            /** @description /v1/segments/{id}; present when `data.segmentId` is set */
            segment: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor: string;
        } & {
            [key: string]: string;
        };
        /**
         * OfferShownData
         * @description `data` of a `offer.shown` event.
         */
        OfferShownData: {
            /**
             * Format: uuid
             * @description the offer
             */
            offerId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation the offer was made in, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the agent that made the offer, when known
             */
            agentId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * OfferShownLinks
         * @description `links` of a `offer.shown` event: API paths of the objects in `data`.
         */
        OfferShownLinks: {
            /** @description /v1/offers/{id}; present when `data.offerId` is set */
            offer: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * OfferAcceptedData
         * @description `data` of a `offer.accepted` event.
         */
        OfferAcceptedData: {
            /**
             * Format: uuid
             * @description the offer
             */
            offerId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation the offer was made in, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the agent that made the offer, when known
             */
            agentId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * OfferAcceptedLinks
         * @description `links` of a `offer.accepted` event: API paths of the objects in `data`.
         */
        OfferAcceptedLinks: {
            /** @description /v1/offers/{id}; present when `data.offerId` is set */
            offer: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * OfferDeclinedData
         * @description `data` of a `offer.declined` event.
         */
        OfferDeclinedData: {
            /**
             * Format: uuid
             * @description the offer
             */
            offerId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation the offer was made in, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the agent that made the offer, when known
             */
            agentId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * OfferDeclinedLinks
         * @description `links` of a `offer.declined` event: API paths of the objects in `data`.
         */
        OfferDeclinedLinks: {
            /** @description /v1/offers/{id}; present when `data.offerId` is set */
            offer: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * TourPlayedData
         * @description `data` of a `tour.played` event.
         */
        TourPlayedData: {
            /**
             * Format: uuid
             * @description the tour
             */
            tourId: string;
            /** @description the sitting (view session id, as in listTourSittings) */
            sittingId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /** @description the viewer's email when the player knew it */
            email?: string | null;
            /** @description as Sitting.source */
            source?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * TourPlayedLinks
         * @description `links` of a `tour.played` event: API paths of the objects in `data`.
         */
        TourPlayedLinks: {
            /** @description /v1/tours/{id}; present when `data.tourId` is set */
            tour: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * TourStepViewedData
         * @description `data` of a `tour.step_viewed` event.
         */
        TourStepViewedData: {
            /**
             * Format: uuid
             * @description the tour
             */
            tourId: string;
            /** @description the sitting (view session id, as in listTourSittings) */
            sittingId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            stepIndex: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * TourStepViewedLinks
         * @description `links` of a `tour.step_viewed` event: API paths of the objects in `data`.
         */
        TourStepViewedLinks: {
            /** @description /v1/tours/{id}; present when `data.tourId` is set */
            tour: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * TourCtaClickedData
         * @description `data` of a `tour.cta_clicked` event.
         */
        TourCtaClickedData: {
            /**
             * Format: uuid
             * @description the tour
             */
            tourId: string;
            /** @description the sitting (view session id, as in listTourSittings) */
            sittingId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            stepIndex?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * TourCtaClickedLinks
         * @description `links` of a `tour.cta_clicked` event: API paths of the objects in `data`.
         */
        TourCtaClickedLinks: {
            /** @description /v1/tours/{id}; present when `data.tourId` is set */
            tour: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * TourCompletedData
         * @description `data` of a `tour.completed` event.
         */
        TourCompletedData: {
            /**
             * Format: uuid
             * @description the tour
             */
            tourId: string;
            /** @description the sitting (view session id, as in listTourSittings) */
            sittingId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            seconds?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * TourCompletedLinks
         * @description `links` of a `tour.completed` event: API paths of the objects in `data`.
         */
        TourCompletedLinks: {
            /** @description /v1/tours/{id}; present when `data.tourId` is set */
            tour: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * ExperienceViewedData
         * @description `data` of a `experience.viewed` event.
         */
        ExperienceViewedData: {
            /** @description the experience */
            experienceId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ExperienceViewedLinks
         * @description `links` of a `experience.viewed` event: API paths of the objects in `data`.
         */
        ExperienceViewedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * ChecklistTaskCompletedData
         * @description `data` of a `checklist.task_completed` event.
         */
        ChecklistTaskCompletedData: {
            /** @description the checklist */
            checklistId: string;
            /** @description the task within the checklist */
            taskId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ChecklistTaskCompletedLinks
         * @description `links` of a `checklist.task_completed` event: API paths of the objects in `data`.
         */
        ChecklistTaskCompletedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * ChecklistConvertedData
         * @description `data` of a `checklist.converted` event.
         */
        ChecklistConvertedData: {
            /** @description the checklist */
            checklistId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ChecklistConvertedLinks
         * @description `links` of a `checklist.converted` event: API paths of the objects in `data`.
         */
        ChecklistConvertedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
        } & {
            [key: string]: string;
        };
        /**
         * FollowUpCreatedData
         * @description `data` of a `follow_up.created` event.
         */
        FollowUpCreatedData: {
            /**
             * Format: uuid
             * @description the follow-up
             */
            followUpId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the agent, when known
             */
            agentId: string | null;
            /** @description the visitor's question, masked as for a key without conversations:transcripts (emails, phones, card and account numbers, the visitor's own name): events reach every receiver whatever its scopes */
            question: string;
            reason: string | null;
            /**
             * @description present (true) when something in the question was masked
             * @enum {boolean}
             */
            redacted?: true;
        } & {
            [key: string]: unknown;
        };
        /**
         * FollowUpCreatedLinks
         * @description `links` of a `follow_up.created` event: API paths of the objects in `data`.
         */
        FollowUpCreatedLinks: {
            /** @description /v1/follow-ups/{id}; present when `data.followUpId` is set */
            followUp: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * FollowUpAnsweredData
         * @description `data` of a `follow_up.answered` event.
         */
        FollowUpAnsweredData: {
            /**
             * Format: uuid
             * @description the follow-up
             */
            followUpId: string;
            /**
             * Format: uuid
             * @description the visitor, when known
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description the conversation, when known
             */
            conversationId: string | null;
            /**
             * Format: uuid
             * @description the agent, when known
             */
            agentId: string | null;
            /** @description true when the answer was accepted for delivery by email (sent by the worker right after; the follow-up's deliveredAt is set once the mail server takes it) */
            emailed: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * FollowUpAnsweredLinks
         * @description `links` of a `follow_up.answered` event: API paths of the objects in `data`.
         */
        FollowUpAnsweredLinks: {
            /** @description /v1/follow-ups/{id}; present when `data.followUpId` is set */
            followUp: string;
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor?: string;
            /** @description /v1/conversations/{id}; present when `data.conversationId` is set */
            conversation?: string;
            /** @description /v1/agents/{id}; present when `data.agentId` is set */
            agent?: string;
        } & {
            [key: string]: string;
        };
        /**
         * VisitorErasedData
         * @description `data` of a `visitor.erased` event.
         */
        VisitorErasedData: {
            /**
             * Format: uuid
             * @description the visitor whose personal data was erased (the row stays as an anonymous id)
             */
            visitorId: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * VisitorErasedLinks
         * @description `links` of a `visitor.erased` event: API paths of the objects in `data`.
         */
        VisitorErasedLinks: {
            /** @description /v1/visitors/{id}; present when `data.visitorId` is set */
            visitor: string;
        } & {
            [key: string]: string;
        };
        /** Webhook */
        Webhook: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** Format: uri */
            url: string;
            /** @description subscribed event types, or `["*"]` */
            events: string[];
            description: string;
            /**
             * @description `paused` after 20 consecutive failed attempts (or when set): nothing is delivered or queued, and pending deliveries end `failed`; set `active` to resume from new events on (catch up through GET /events).
             * @enum {string}
             */
            status: "active" | "paused";
            /** @description failed attempts in a row; any 2xx resets it */
            consecutiveFailures: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastDeliveredAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastFailedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** WebhookWithSecret */
        WebhookWithSecret: components["schemas"]["Webhook"] & {
            /** @description the signing secret (`whsec_…`), returned only here. Verify `X-Service-Signature: sha256=<hex HMAC-SHA256 of "<X-Service-Timestamp>.<raw body>">` keyed with its UTF-8 bytes, or the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with any Standard Webhooks library given this secret as it is. */
            secret: string;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            eventId: string;
            /**
             * @description `pending` until an attempt gets a 2xx (`delivered`) or the fifth attempt fails (`failed`); also `failed` when its webhook is paused first
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description attempts made (at most five); an attempt cut short by a stopped worker is retried and not counted */
            attempts: number;
            /** @description HTTP status of the last attempt; null when none answered */
            responseStatus: number | null;
            /** @description why the last attempt failed */
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            deliveredAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description when a pending delivery is tried next (an addition to the contract)
             */
            nextAttemptAt: string | null;
            /**
             * Format: uuid
             * @description the delivery this one replays (an addition to the contract)
             */
            replayOf: string | null;
        };
        /**
         * AccountDetails
         * @description the enriched account
         */
        AccountDetails: {
            domain: string;
            name: string | null;
            industry: string | null;
            crm: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            enrichedAt: string | null;
        };
        /**
         * OpenQuestion
         * @description an unanswered question (open follow-up) of someone at the company
         */
        OpenQuestion: {
            /**
             * Format: uuid
             * @description UUID
             */
            followUpId: string;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string;
            /**
             * Format: uuid
             * @description UUID
             */
            conversationId: string | null;
            /** @description masked unless the key holds conversations:transcripts */
            question: string;
            reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            askedAt: string;
            /** @description true when something was masked; absent on a verbatim read */
            redacted?: boolean;
        };
        /** AccountBrief */
        AccountBrief: {
            /** @description the normalised domain asked for */
            domain: string;
            account: components["schemas"]["AccountDetails"] | null;
            peopleCount: number;
            /** @description 0 when nobody has been seen */
            topIntent: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastSeenAt: string | null;
            /** @description strongest intent first, at most 50 */
            people: components["schemas"]["Visitor"][];
            /** @description newest first, at most 50 */
            openQuestions: components["schemas"]["OpenQuestion"][];
            redaction: components["schemas"]["Redaction"] | null;
        };
        /**
         * SegmentFilter
         * @description Conditions AND together; at least one is required. Unknown keys are ignored (the normalised filter in responses shows what applies). Invalid values are a 400 invalid-request naming the key in `param`.
         */
        SegmentFilter: {
            /** @description web-search syntax over what the visitor asked and said (their chat turns, escalated questions, the agent's summaries of their conversations, qualifying answers): words must all appear (English stemming, so "prices" finds "pricing"), `OR` between alternatives, "quoted phrases" in order, a leading minus excludes a word. A visitor who never said anything never matches. 400 when nothing searchable remains (only stop words). */
            asked?: string;
            /** @description any of these tours was watched (a sitting by the visitor; the operator's own plays excluded) */
            toursWatched?: string[];
            /** @description true: has an email or a CRM contact; false: has neither */
            identified?: boolean;
            /** @description has a linked CRM contact */
            hasCrm?: boolean;
            /** @description intent score at or above */
            minIntent?: number;
            /** @description seen in the last N days (N × 24 hours before now) */
            lastSeenWithinDays?: number;
            /** @description qualifying answers (latest answer per question key) must equal these values */
            qualified?: {
                [key: string]: string | number | boolean;
            };
            /** @description visitor labels must equal these values */
            labels?: {
                [key: string]: string | number | boolean;
            };
            /** @description `domain` and/or `industry` of the enriched account (both must match when both are given) */
            account?: {
                /** @description the enriched account domain; scheme, `www.` and path are stripped */
                domain?: string;
                /** @description the enriched account industry, case-insensitive */
                industry?: string;
            };
        };
        /** Segment */
        Segment: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            name: string;
            description: string;
            filter: components["schemas"]["SegmentFilter"];
            /** @description as of the last evaluation */
            memberCount: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            evaluatedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** SegmentPreview */
        SegmentPreview: {
            filter: components["schemas"]["SegmentFilter"];
            count: number;
            /** @description up to 10 matching visitors, most recently seen first */
            sampleVisitorIds: string[];
        };
        /** EvaluationReceipt */
        EvaluationReceipt: {
            /**
             * Format: uuid
             * @description UUID
             */
            segmentId: string;
            entered: number;
            left: number;
            total: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            evaluatedAt: string;
        };
        /** SegmentMember */
        SegmentMember: {
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string;
            email: string | null;
            displayName: string | null;
            account: {
                [key: string]: unknown;
            } | null;
            crm: {
                [key: string]: unknown;
            } | null;
            /** @description the visitor labels */
            labels: {
                [key: string]: unknown;
            };
            intentScore: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            enteredAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            leftAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            changedAt: string;
        };
        /**
         * SegmentChange
         * @description A membership change: the member as they were at that moment (the same fields as the segment.entered / segment.left event).
         */
        SegmentChange: {
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string;
            email: string | null;
            displayName: string | null;
            account: {
                [key: string]: unknown;
            } | null;
            crm: {
                [key: string]: unknown;
            } | null;
            /** @description the visitor labels */
            labels: {
                [key: string]: unknown;
            };
            intentScore: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            enteredAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            leftAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            changedAt: string;
            /** @description whether the visitor entered or left */
            change: "entered" | "left";
        };
        /**
         * InsightRange
         * @description Inclusive UTC days
         */
        InsightRange: {
            /** @description YYYY-MM-DD (UTC) */
            from: string;
            /** @description YYYY-MM-DD (UTC) */
            to: string;
        };
        /** DigestTotals */
        DigestTotals: {
            /** @description sum over the days of distinct visitors active that day (a session, tour play, meeting, form or accepted offer) */
            visitors: number;
            /** @description sessions with at least one message */
            conversations: number;
            /** @description meetings booked */
            meetings: number;
            /** @description leads captured by a form */
            formsSubmitted: number;
            /** @description conversations handed to a person (a follow-up; one without a conversation counts once) */
            escalated: number;
            /** @description tour sittings started */
            tourPlays: number;
            /** @description tour sittings completed */
            tourCompletions: number;
        };
        /** DigestMetricChange */
        DigestMetricChange: {
            /** @enum {string} */
            metric: "visitors" | "conversations" | "meetings" | "formsSubmitted" | "escalated" | "tourPlays" | "tourCompletions";
            /** @description total in the window */
            current: number;
            /** @description total in the window before it */
            previous: number;
            /** @description current minus previous */
            change: number;
            /** @description change as a percentage of previous, one decimal; null when previous is 0 */
            changePct: number | null;
        };
        /** Digest */
        Digest: {
            range: components["schemas"]["InsightRange"];
            comparedWith: components["schemas"]["InsightRange"];
            /** @description days in the window (and in the window it is compared with) */
            days: number;
            totals: components["schemas"]["DigestTotals"];
            previousTotals: components["schemas"]["DigestTotals"];
            /** @description every metric with its change, largest absolute change first (ties in the order of DigestTotals) */
            metrics: components["schemas"]["DigestMetricChange"][];
            /** @description days of the window and of the compared window whose activity is not folded yet (activity recorded since the last fold, or days after the last fold ran); oldest first */
            missingDays: string[];
        };
        /** KnowledgeGap */
        KnowledgeGap: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description the visitor's words; people masked unless the key holds conversations:transcripts */
            question: string;
            /** @description lowercased, punctuation and repeated spaces stripped (of the masked question when masked); exact repeats collapse to the latest */
            normalized: string;
            /** @description why the agent could not answer */
            reason: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "dismissed";
            answered: boolean;
            /** @description true when something was masked; absent on a verbatim read */
            redacted?: boolean;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string | null;
            /**
             * Format: uuid
             * @description UUID
             */
            conversationId: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            askedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            answeredAt: string | null;
        };
        /** SalesReadyAccount */
        SalesReadyAccount: {
            domain: string;
            name: string | null;
            industry: string | null;
            /** @description visitors of the account seen within the window */
            visitorCount: number;
            /** @description of them, how many have an email */
            identifiedCount: number;
            topIntent: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastSeenAt: string;
            /** @description from the CRM */
            lifecycleStage: string | null;
            /** @description from the CRM */
            ownerEmail: string | null;
            /** @description false when no CRM is connected */
            hasOpenDeal: boolean;
            /** @description up to 10 of its visitors, strongest intent first */
            visitorIds: string[];
        };
        /** TourTotal */
        TourTotal: {
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            /** @description null when the tour was deleted */
            name: string | null;
            publicId: string | null;
            /** @description sittings started */
            plays: number;
            /** @description sittings that reached step 2 or later */
            engaged: number;
            completions: number;
            ctaClicks: number;
            /** @description sum of per-day distinct viewer emails */
            identified: number;
            totalSecs: number;
            /** @description days with at least one play */
            days: number;
        };
        /** TourDay */
        TourDay: {
            /**
             * Format: uuid
             * @description UUID
             */
            tourId: string;
            /** @description YYYY-MM-DD (UTC) */
            day: string;
            /** @description sittings started */
            plays: number;
            /** @description sittings that reached step 2 or later */
            engaged: number;
            completions: number;
            ctaClicks: number;
            /** @description distinct viewer emails that day */
            identified: number;
            totalSecs: number;
        };
        /** TourInsights */
        TourInsights: {
            range: components["schemas"]["InsightRange"];
            /** @description plays descending (ties: tourId) */
            tours: components["schemas"]["TourTotal"][];
            /** @description day ascending (ties: tourId) */
            daily: components["schemas"]["TourDay"][];
        };
        /** OrgTotals */
        OrgTotals: {
            /** @description distinct visitors active (a session, tour play, meeting, form or accepted offer); in totals, the sum over days */
            visitors: number;
            /** @description distinct visitors with a conversation; in totals, the sum over days */
            conversedVisitors: number;
            /** @description distinct visitors who booked a meeting; in totals, the sum over days */
            meetingVisitors: number;
            /** @description agent sessions opened */
            sessions: number;
            /** @description sessions with at least one message */
            conversations: number;
            meetings: number;
            formSubmitted: number;
            /** @description offers accepted */
            outcomes: number;
            tourPlays: number;
            tourCompletions: number;
        };
        /** OrgDay */
        OrgDay: {
            /** @description YYYY-MM-DD (UTC) */
            day: string;
            /** @description distinct visitors active (a session, tour play, meeting, form or accepted offer); in totals, the sum over days */
            visitors: number;
            /** @description distinct visitors with a conversation; in totals, the sum over days */
            conversedVisitors: number;
            /** @description distinct visitors who booked a meeting; in totals, the sum over days */
            meetingVisitors: number;
            /** @description agent sessions opened */
            sessions: number;
            /** @description sessions with at least one message */
            conversations: number;
            meetings: number;
            formSubmitted: number;
            /** @description offers accepted */
            outcomes: number;
            tourPlays: number;
            tourCompletions: number;
        };
        /** SourceTotal */
        SourceTotal: {
            /** @description utm_source, else referrer host, else direct */
            source: string;
            sessions: number;
            conversations: number;
            meetings: number;
            outcomes: number;
        };
        /** PulseInsights */
        PulseInsights: {
            range: components["schemas"]["InsightRange"];
            totals: components["schemas"]["OrgTotals"];
            /** @description every day of the range, day ascending; a day with no folded row reads as zeros (the digest lists such days in missingDays) */
            daily: components["schemas"]["OrgDay"][];
            /** @description top 25 by sessions (ties: source) */
            sources: components["schemas"]["SourceTotal"][];
        };
        /** Erasure */
        Erasure: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description the visitors erased (empty when none was known: the answer does not say whether a person was) */
            visitorIds: string[];
            /**
             * @description pending until the worker has erased every visitor (within a minute), then completed
             * @enum {string}
             */
            status: "pending" | "completed";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            requestedAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            completedAt: string | null;
        };
        /** VisitorExport */
        VisitorExport: {
            /** @description the visitor row: identity, facts, labels, qualifying answers */
            visitor: {
                [key: string]: unknown;
            };
            account: {
                [key: string]: unknown;
            } | null;
            /** @description visits (runtime sessions), oldest first */
            visits: {
                [key: string]: unknown;
            }[];
            /** @description the journey: pages seen, oldest first */
            pageViews: {
                [key: string]: unknown;
            }[];
            /** @description conversations with their messages, unmasked, oldest first */
            conversations: {
                [key: string]: unknown;
            }[];
            leads: {
                [key: string]: unknown;
            }[];
            meetings: {
                [key: string]: unknown;
            }[];
            /** @description follow-ups with their answers */
            followUps: {
                [key: string]: unknown;
            }[];
            /** @description questions the agent could not answer */
            knowledgeGaps: {
                [key: string]: unknown;
            }[];
            /** @description tour plays */
            sittings: {
                [key: string]: unknown;
            }[];
            /** @description offers shown, accepted or declined */
            offerOutcomes: {
                [key: string]: unknown;
            }[];
            actionFires: {
                [key: string]: unknown;
            }[];
            /** @description current memberships, with the segment name */
            segmentMemberships: {
                [key: string]: unknown;
            }[];
            /** @description membership changes with the identity recorded at the time */
            segmentChanges: {
                [key: string]: unknown;
            }[];
            /** @description event-log entries that name the visitor (envelope fields) */
            events: {
                [key: string]: unknown;
            }[];
        };
        /** OAuthGrant */
        OAuthGrant: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @description the assistant's client_id: its metadata document's https URL, or the id dynamic registration gave it */
            clientId: string;
            /** @description the name the assistant gave itself */
            clientName: string | null;
            /** @description the operator who allowed it */
            operatorId: string;
            /**
             * @description `live` data or the sandbox (`test`)
             * @enum {string}
             */
            mode: "live" | "test";
            /** @description what its tokens may do */
            scopes: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            lastUsedAt: string | null;
        };
        /** Session */
        Session: {
            operator: {
                /**
                 * Format: uuid
                 * @description UUID
                 */
                id: string;
                email: string;
                name: string | null;
                /** @enum {string} */
                role: "owner" | "admin" | "member";
                /** @description may read conversations and visitor questions verbatim */
                transcripts: boolean;
                workspaceId: string;
            };
            /** @description send as the `X-CSRF-Token` header on every write (anything but GET and HEAD) made with the cookie */
            csrfToken: string;
            /**
             * Format: date-time
             * @description when the session ends if it is not used; every use moves it to 12 hours later
             */
            expiresAt: string;
        };
        /** Operator */
        Operator: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            workspaceId: string;
            /** @description lower-cased */
            email: string;
            name: string | null;
            /**
             * @description `owner` and `admin` manage keys, webhooks, operators and agent settings (only an owner makes, changes or removes an owner); `member` does everything else
             * @enum {string}
             */
            role: "owner" | "admin" | "member";
            /** @description may read conversations and visitor questions verbatim (the conversations:transcripts scope) */
            transcripts: boolean;
            /** @description false until the operator signs in with a link and sets a password */
            hasPassword: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** CreatedOperator */
        CreatedOperator: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            workspaceId: string;
            /** @description lower-cased */
            email: string;
            name: string | null;
            /**
             * @description `owner` and `admin` manage keys, webhooks, operators and agent settings (only an owner makes, changes or removes an owner); `member` does everything else
             * @enum {string}
             */
            role: "owner" | "admin" | "member";
            /** @description may read conversations and visitor questions verbatim (the conversations:transcripts scope) */
            transcripts: boolean;
            /** @description false until the operator signs in with a link and sets a password */
            hasPassword: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
            /** @description a one-time sign-in link (`<base URL>/app/sign-in#token=…`, valid 24 hours) when no password was given; shown only here */
            signInUrl: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            signInUrlExpiresAt: string | null;
            /** @description true when the sign-in link is being emailed to them (the server has a mailbox); `signInUrl` is then null */
            emailed: boolean;
        };
        /** ApiKey */
        ApiKey: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            name: string | null;
            /**
             * @description `live` keys act on the live data, `test` keys on the sandbox
             * @enum {string}
             */
            mode: "live" | "test";
            /** @description the first characters of the key, to recognise it */
            prefix: string;
            scopes: ("insights:read" | "tours:read" | "tours:write" | "hubs:read" | "agents:read" | "agents:write" | "visitors:read" | "conversations:read" | "conversations:transcripts" | "leads:read" | "leads:write" | "follow_ups:read" | "follow_ups:write" | "sittings:read" | "knowledge:read" | "knowledge:write" | "knowledge:query" | "segments:read" | "segments:write" | "offers:read" | "offers:write" | "meetings:read" | "webhooks:manage" | "privacy:manage" | "keys:manage" | "operators:manage")[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description the last successful call (recorded within a few seconds)
             */
            lastUsedAt: string | null;
        };
        /** ApiKeyWithSecret */
        ApiKeyWithSecret: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            name: string | null;
            /**
             * @description `live` keys act on the live data, `test` keys on the sandbox
             * @enum {string}
             */
            mode: "live" | "test";
            /** @description the first characters of the key, to recognise it */
            prefix: string;
            scopes: ("insights:read" | "tours:read" | "tours:write" | "hubs:read" | "agents:read" | "agents:write" | "visitors:read" | "conversations:read" | "conversations:transcripts" | "leads:read" | "leads:write" | "follow_ups:read" | "follow_ups:write" | "sittings:read" | "knowledge:read" | "knowledge:write" | "knowledge:query" | "segments:read" | "segments:write" | "offers:read" | "offers:write" | "meetings:read" | "webhooks:manage" | "privacy:manage" | "keys:manage" | "operators:manage")[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description the last successful call (recorded within a few seconds)
             */
            lastUsedAt: string | null;
            /** @description the key itself: shown only in this answer, store it safely */
            key: string;
        };
        /** Sandbox */
        Sandbox: {
            /** @enum {string} */
            mode: "test";
            livemode: boolean;
            /** @description the sandbox data set, starts with sbx_ */
            workspaceId: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            seededAt?: string;
            /** @description count of each seeded object type */
            fixtures: {
                [key: string]: number;
            };
        };
    };
    responses: {
        /** @description `invalid-request`: a malformed parameter, header or body; `param` names it. `invalid-range`: `from` or `to` is not a day, `to` is before `from`, or the range is over 366 days. `lint-failed`: the tour or skill edit has lint errors; `problems` lists them. */
        BadRequest: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unauthorized`: no key, or an unknown or revoked key (or no valid dashboard session). `invalid-token`: runtime API: the visitor token is missing where required, forged, expired or for another data set. */
        Unauthorized: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `insufficient-scope`: the key lacks the scope of the operation (`x-scope`). `plan-api-off`: the workspace's plan has no API access. `sandbox-only`: a live key called an operation that needs a test key. `csrf-failed`: a write authenticated by the dashboard session cookie came without the X-CSRF-Token header of that session. `origin-not-allowed`: runtime API: the browser's Origin is not one of the agent's allowedOrigins. */
        Forbidden: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not-found`: no object with that id in this data set (a malformed id in a path too). */
        NotFound: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `conflict`: the object's state refuses the write, or the same Idempotency-Key is still running (with `Retry-After`). `idempotency-mismatch`: the Idempotency-Key was used for a different request in the last 24 hours. `stale`: the document changed since the `baseVersion` sent; `currentVersion` says what to re-read. `last-owner`: the change would leave the workspace without an owner; make another operator owner first. */
        Conflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                "Retry-After": components["headers"]["Retry-After"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `payload-too-large`: the request body is over the size limit. */
        PayloadTooLarge: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not-a-pdf`: the uploaded file is not a PDF (it does not start with `%PDF-`). `pdf-unreadable`: the PDF is damaged, password-protected or too complex to read. `pdf-has-no-text`: the PDF has no text to index (a scanned document without a text layer): run OCR on it first. */
        UnprocessableContent: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `rate-limited`: the bucket of the key (or of the address, without a key) is empty; wait `Retry-After` seconds. `sign-in-locked`: five failed sign-ins for this email or from this address in the last 15 minutes; wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `service-unavailable`: the database cannot be reached right now (a restart); retry after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                "X-Service-Mode": components["headers"]["X-Service-Mode"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description A fresh id for this request, also on replays and errors; quote it when reporting a problem. */
        "Request-Id": string;
        /** @description Size of the bucket this call drew from (60, or 30 for retrieve and ask). */
        "X-RateLimit-Limit": number;
        /** @description Whole tokens left in that bucket after this call. */
        "X-RateLimit-Remaining": number;
        /** @description Unix seconds at which the bucket is full again. */
        "X-RateLimit-Reset": number;
        /** @description The bucket: `default`, or `knowledge` for retrieve and ask; a dashboard session draws its other calls from `session` (300, refilling five a second). */
        "X-RateLimit-Resource": "default" | "knowledge";
        /** @description The data set the key acts on: `live`, or `test` (the sandbox). On every answer to a call with a valid key (not on anonymous calls). */
        "X-Service-Mode": "live" | "test";
        /** @description Whole seconds to wait before trying again (at least 1). */
        "Retry-After": number;
        /** @description Present, `true`, when this is the stored answer to an earlier request with the same Idempotency-Key (replayed for 24 hours). */
        "Idempotent-Replayed": "true";
        /** @description Where the object this call created can be read (a path under the server URL). */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAgents: {
        parameters: {
            query?: {
                /** @description 1 to 200 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "publicId": "ag_asvzrunn8z",
                     *           "name": "Example Concierge (sample agent)",
                     *           "personalBaseId": "0193a6f0-7c00-7000-8000-000000000002",
                     *           "sharedBaseIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000003"
                     *           ],
                     *           "greeting": "Hi! I am the example concierge of this sandbox. Ask me about pricing, integrations, security or support hours (example).",
                     *           "allowedOrigins": [
                     *             "*"
                     *           ],
                     *           "theme": {
                     *             "accentColor": "#2563eb",
                     *             "colorScheme": "auto",
                     *             "radius": 12
                     *           },
                     *           "launcher": {
                     *             "position": "bottom-right",
                     *             "label": "Ask us (example)"
                     *           },
                     *           "booking": {
                     *             "timezone": "Europe/Berlin",
                     *             "durationMinutes": 30,
                     *             "minimumNoticeMinutes": 120,
                     *             "horizonDays": 14,
                     *             "availability": [
                     *               {
                     *                 "day": "mon",
                     *                 "start": "09:00",
                     *                 "end": "17:00"
                     *               },
                     *               {
                     *                 "day": "tue",
                     *                 "start": "09:00",
                     *                 "end": "17:00"
                     *               },
                     *               {
                     *                 "day": "wed",
                     *                 "start": "09:00",
                     *                 "end": "17:00"
                     *               },
                     *               {
                     *                 "day": "thu",
                     *                 "start": "09:00",
                     *                 "end": "17:00"
                     *               },
                     *               {
                     *                 "day": "fri",
                     *                 "start": "09:00",
                     *                 "end": "17:00"
                     *               }
                     *             ],
                     *             "repUserId": "rep-example"
                     *           },
                     *           "intentHotThreshold": 70,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Agent"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new agent with its personal knowledge base. Settings left out take their defaults: a greeting naming the agent, no allowed origins (`["*"]` in the sandbox), an empty theme and launcher, no booking, intentHotThreshold 70. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Docs agent (example)",
                 *       "greeting": "Hi! Ask me anything about the product.",
                 *       "allowedOrigins": [
                 *         "https://www.example.com"
                 *       ],
                 *       "theme": {
                 *         "accentColor": "#3355ff"
                 *       },
                 *       "booking": {
                 *         "timezone": "Europe/Berlin",
                 *         "availability": [
                 *           {
                 *             "day": "mon",
                 *             "start": "09:00",
                 *             "end": "17:00"
                 *           }
                 *         ],
                 *         "durationMinutes": 30
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    greeting?: string | null;
                    allowedOrigins?: string[];
                    theme?: components["schemas"]["AgentTheme"];
                    launcher?: components["schemas"]["AgentLauncher"];
                    booking?: {
                        /** @description IANA time zone of the availability, e.g. Europe/Berlin */
                        timezone: string;
                        /** @default 30 */
                        durationMinutes?: number;
                        /** @default 240 */
                        minimumNoticeMinutes?: number;
                        /** @default 14 */
                        horizonDays?: number;
                        availability: components["schemas"]["AvailabilityWindow"][];
                        repUserId?: string | null;
                    } | null;
                    intentHotThreshold?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000004",
                     *       "publicId": "ag_6mfi89rmrk",
                     *       "name": "Docs agent (example)",
                     *       "personalBaseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "sharedBaseIds": [],
                     *       "greeting": "Hi! Ask me anything about the product.",
                     *       "allowedOrigins": [
                     *         "https://www.example.com"
                     *       ],
                     *       "theme": {
                     *         "accentColor": "#3355ff"
                     *       },
                     *       "launcher": {},
                     *       "booking": {
                     *         "timezone": "Europe/Berlin",
                     *         "durationMinutes": 30,
                     *         "minimumNoticeMinutes": 240,
                     *         "horizonDays": 14,
                     *         "availability": [
                     *           {
                     *             "day": "mon",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           }
                     *         ],
                     *         "repUserId": null
                     *       },
                     *       "intentHotThreshold": 70,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "publicId": "ag_asvzrunn8z",
                     *       "name": "Example Concierge (sample agent)",
                     *       "personalBaseId": "0193a6f0-7c00-7000-8000-000000000002",
                     *       "sharedBaseIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000003"
                     *       ],
                     *       "greeting": "Hi! I am the example concierge of this sandbox. Ask me about pricing, integrations, security or support hours (example).",
                     *       "allowedOrigins": [
                     *         "*"
                     *       ],
                     *       "theme": {
                     *         "accentColor": "#2563eb",
                     *         "colorScheme": "auto",
                     *         "radius": 12
                     *       },
                     *       "launcher": {
                     *         "position": "bottom-right",
                     *         "label": "Ask us (example)"
                     *       },
                     *       "booking": {
                     *         "timezone": "Europe/Berlin",
                     *         "durationMinutes": 30,
                     *         "minimumNoticeMinutes": 120,
                     *         "horizonDays": 14,
                     *         "availability": [
                     *           {
                     *             "day": "mon",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           },
                     *           {
                     *             "day": "tue",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           },
                     *           {
                     *             "day": "wed",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           },
                     *           {
                     *             "day": "thu",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           },
                     *           {
                     *             "day": "fri",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           }
                     *         ],
                     *         "repUserId": "rep-example"
                     *       },
                     *       "intentHotThreshold": 70,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000004
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description Send only the settings to change; each is replaced whole (theme, launcher and booking included). `booking: null` turns booking off; `greeting: null` removes the greeting. Live on save: the next visitor call reads them. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "greeting": "Welcome back! How can I help?",
                 *       "intentHotThreshold": 60
                 *     }
                 */
                "application/json": {
                    name?: string;
                    greeting?: string | null;
                    allowedOrigins?: string[];
                    theme?: components["schemas"]["AgentTheme"];
                    launcher?: components["schemas"]["AgentLauncher"];
                    booking?: {
                        /** @description IANA time zone of the availability, e.g. Europe/Berlin */
                        timezone: string;
                        /** @default 30 */
                        durationMinutes?: number;
                        /** @default 240 */
                        minimumNoticeMinutes?: number;
                        /** @default 14 */
                        horizonDays?: number;
                        availability: components["schemas"]["AvailabilityWindow"][];
                        repUserId?: string | null;
                    } | null;
                    intentHotThreshold?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000004",
                     *       "publicId": "ag_6mfi89rmrk",
                     *       "name": "Docs agent (example)",
                     *       "personalBaseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "sharedBaseIds": [],
                     *       "greeting": "Welcome back! How can I help?",
                     *       "allowedOrigins": [
                     *         "https://www.example.com"
                     *       ],
                     *       "theme": {
                     *         "accentColor": "#3355ff"
                     *       },
                     *       "launcher": {},
                     *       "booking": {
                     *         "timezone": "Europe/Berlin",
                     *         "durationMinutes": 30,
                     *         "minimumNoticeMinutes": 240,
                     *         "horizonDays": 14,
                     *         "availability": [
                     *           {
                     *             "day": "mon",
                     *             "start": "09:00",
                     *             "end": "17:00"
                     *           }
                     *         ],
                     *         "repUserId": null
                     *       },
                     *       "intentHotThreshold": 60,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVisitors: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /**
                 * @description true: with an email or CRM contact; false: with neither
                 * @example true
                 */
                identified?: boolean;
                /** @description exact email, case-insensitive */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "email": "ada@example.com",
                     *           "displayName": "Ada Example",
                     *           "status": "hot",
                     *           "intentScore": 82,
                     *           "visitCount": 1,
                     *           "firstSeenAt": "2026-10-11T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000007",
                     *           "email": "cora.contoso@example.com",
                     *           "displayName": "Cora Contoso (example)",
                     *           "status": "browsing",
                     *           "intentScore": 73,
                     *           "visitCount": 2,
                     *           "firstSeenAt": "2026-10-18T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T04:30:00.000Z",
                     *           "account": {
                     *             "domain": "contoso.example.org",
                     *             "name": "Contoso (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": "DXbAtoT-808NJoJAGwOcOO3uvJKzv5XTDXbAtoT-808NJoJA.aNXlCsfa97RoRsCVTDX2Hp7zD3csvikbaNXlCsfa97R"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Visitor"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchVisitors: {
        parameters: {
            query?: {
                /**
                 * @description how many visitors to return, 1 to 200
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asked": "pricing OR price",
                 *       "identified": true
                 *     }
                 */
                "application/json": components["schemas"]["SegmentFilter"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 8,
                     *       "truncated": true,
                     *       "filter": {
                     *         "asked": "pricing OR price",
                     *         "identified": true
                     *       },
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "email": "ada@example.com",
                     *           "displayName": "Ada Example",
                     *           "status": "hot",
                     *           "intentScore": 82,
                     *           "visitCount": 1,
                     *           "firstSeenAt": "2026-10-11T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000007",
                     *           "email": "cora.contoso@example.com",
                     *           "displayName": "Cora Contoso (example)",
                     *           "status": "browsing",
                     *           "intentScore": 73,
                     *           "visitCount": 2,
                     *           "firstSeenAt": "2026-10-18T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T04:30:00.000Z",
                     *           "account": {
                     *             "domain": "contoso.example.org",
                     *             "name": "Contoso (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VisitorSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000006
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000006",
                     *       "email": "ada@example.com",
                     *       "displayName": "Ada Example",
                     *       "status": "hot",
                     *       "intentScore": 82,
                     *       "visitCount": 1,
                     *       "firstSeenAt": "2026-10-11T09:30:00.000Z",
                     *       "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *       "account": {
                     *         "domain": "example.com",
                     *         "name": "Example Corp (example)",
                     *         "industry": "Software"
                     *       },
                     *       "crm": null,
                     *       "labels": {
                     *         "example": true
                     *       },
                     *       "journey": {
                     *         "conversations": [
                     *           {
                     *             "id": "0193a6f0-7c00-7000-8000-000000000008",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "channel": "chat",
                     *             "pageUrl": "https://www.example.com/pricing",
                     *             "referrer": "https://www.linkedin.com/",
                     *             "startedAt": "2026-10-22T04:30:00.000Z",
                     *             "lastMessageAt": "2026-10-22T04:31:20.109Z",
                     *             "endedAt": "2026-10-22T04:32:20.109Z",
                     *             "messageCount": 2
                     *           }
                     *         ],
                     *         "sittings": [
                     *           {
                     *             "id": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "email": "ada@example.com",
                     *             "source": "share",
                     *             "startedAt": "2026-10-30T01:20:26.110Z",
                     *             "endedAt": "2026-10-30T01:21:12.110Z",
                     *             "seconds": 46,
                     *             "stepViews": 6,
                     *             "stepsSeen": [
                     *               0,
                     *               1,
                     *               2,
                     *               3
                     *             ],
                     *             "maxStep": 3,
                     *             "completed": false,
                     *             "ctaClicks": 0
                     *           }
                     *         ],
                     *         "lead": null,
                     *         "openFollowUps": [
                     *           {
                     *             "id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "conversationId": "0193a6f0-7c00-7000-8000-000000000008",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *             "reason": "needs a person",
                     *             "status": "open",
                     *             "answer": null,
                     *             "answeredAt": null,
                     *             "deliveredAt": null,
                     *             "createdAt": "2026-11-20T04:30:00.000Z",
                     *             "redacted": false
                     *           },
                     *           {
                     *             "id": "0193a6f0-7c00-7000-8000-00000000000c",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "conversationId": null,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "question": "Do you offer a discount for nonprofits? (example question)",
                     *             "reason": "not in the knowledge base",
                     *             "status": "open",
                     *             "answer": null,
                     *             "answeredAt": null,
                     *             "deliveredAt": null,
                     *             "createdAt": "2026-11-19T09:30:00.000Z",
                     *             "redacted": false
                     *           }
                     *         ],
                     *         "pages": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VisitorDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listKnowledgeBases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000005",
                     *           "name": "Docs agent (example) knowledge",
                     *           "description": null,
                     *           "shared": false,
                     *           "status": "active",
                     *           "refresh": {
                     *             "mode": "auto",
                     *             "interval": null,
                     *             "nextCheckAt": "2026-11-20T15:30:00.000Z"
                     *           },
                     *           "lastRefresh": null,
                     *           "agentIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000004"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z",
                     *           "sources": {
                     *             "total": 0,
                     *             "pending": 0,
                     *             "indexing": 0,
                     *             "loaded": 0,
                     *             "failed": 0
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000003",
                     *           "name": "Company handbook (example)",
                     *           "description": "Sample policies shared by every agent.",
                     *           "shared": true,
                     *           "status": "active",
                     *           "refresh": {
                     *             "mode": "auto",
                     *             "interval": null,
                     *             "nextCheckAt": "2026-11-20T15:30:00.000Z"
                     *           },
                     *           "lastRefresh": null,
                     *           "agentIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000001"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z",
                     *           "sources": {
                     *             "total": 2,
                     *             "pending": 0,
                     *             "indexing": 0,
                     *             "loaded": 2,
                     *             "failed": 0
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000002",
                     *           "name": "Example Concierge knowledge (example)",
                     *           "description": "Sample product pages for the example agent.",
                     *           "shared": false,
                     *           "status": "active",
                     *           "refresh": {
                     *             "mode": "auto",
                     *             "interval": null,
                     *             "nextCheckAt": "2026-11-20T15:30:00.000Z"
                     *           },
                     *           "lastRefresh": null,
                     *           "agentIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000001"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z",
                     *           "sources": {
                     *             "total": 2,
                     *             "pending": 0,
                     *             "indexing": 0,
                     *             "loaded": 2,
                     *             "failed": 0
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["KnowledgeBase"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getKnowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "name": "Docs agent (example) knowledge",
                     *       "description": null,
                     *       "shared": false,
                     *       "status": "active",
                     *       "refresh": {
                     *         "mode": "auto",
                     *         "interval": null,
                     *         "nextCheckAt": "2026-11-20T15:30:00.000Z"
                     *       },
                     *       "lastRefresh": null,
                     *       "agentIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000004"
                     *       ],
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "sources": []
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeBaseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setKnowledgeBaseRefresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh": {
                 *         "mode": "scheduled",
                 *         "interval": "weekly"
                 *       }
                 *     }
                 */
                "application/json": {
                    refresh: {
                        /** @enum {string} */
                        mode: "auto" | "scheduled" | "off";
                        /** @enum {string|null} */
                        interval?: "daily" | "weekly" | "monthly" | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "name": "Docs agent (example) knowledge",
                     *       "description": null,
                     *       "shared": false,
                     *       "status": "active",
                     *       "refresh": {
                     *         "mode": "scheduled",
                     *         "interval": "weekly",
                     *         "nextCheckAt": "2026-11-27T09:30:00.000Z"
                     *       },
                     *       "lastRefresh": null,
                     *       "agentIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000004"
                     *       ],
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "sources": {
                     *         "total": 0,
                     *         "pending": 0,
                     *         "indexing": 0,
                     *         "loaded": 0,
                     *         "failed": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeBase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshKnowledgeBase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "queued": false
                     *     }
                     */
                    "application/json": {
                        queued: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addKnowledgeSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://www.example.com/docs/",
                 *       "includeSubpages": true
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description an http or https URL
                     */
                    url: string;
                    /**
                     * @description crawl the site from that page
                     * @default false
                     */
                    includeSubpages?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000002d",
                     *       "baseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "kind": "url",
                     *       "name": "https://www.example.com/docs/",
                     *       "url": "https://www.example.com/docs/",
                     *       "status": "pending",
                     *       "error": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addKnowledgeTextSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Refund policy (example)",
                 *       "text": "# Refunds\n\nAnnual plans are refunded in full within 30 days of purchase. Monthly plans are not refunded; cancel any time and the plan runs to the end of the month."
                 *     }
                 */
                "application/json": {
                    /** @description shown in citations and source lists */
                    title: string;
                    /** @description Markdown or plain text; `#` headings start sections */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000002f",
                     *       "baseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "kind": "text",
                     *       "name": "Refund policy (example)",
                     *       "url": null,
                     *       "status": "loaded",
                     *       "error": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadKnowledgePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000005
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pdf": "JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFs0IDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iago0IDAgb2JqCjw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL01lZGlhQm94IFswIDAgNjEyIDc5Ml0gL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgMyAwIFIgPj4gPj4gL0NvbnRlbnRzIDUgMCBSID4+CmVuZG9iago1IDAgb2JqCjw8IC9MZW5ndGggMTI2ID4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChTZWN1cml0eSBvdmVydmlldyBcKGV4YW1wbGVcKSkgVGogVCogKEN1c3RvbWVyIGRhdGEgaXMgZW5jcnlwdGVkIGF0IHJlc3Qgd2l0aCBBRVMtMjU2LikgVGogVCogRVQKZW5kc3RyZWFtCmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAxODUgMDAwMDAgbiAKMDAwMDAwMDMxMSAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQ4OAolJUVPRgo=",
                 *       "title": "Security overview (example)",
                 *       "filename": "security-overview.pdf"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: byte
                     * @description the PDF file, base64-encoded (a `data:application/pdf;base64,` prefix is accepted)
                     * @example JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFs0IDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iago0IDAgb2JqCjw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL01lZGlhQm94IFswIDAgNjEyIDc5Ml0gL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgMyAwIFIgPj4gPj4gL0NvbnRlbnRzIDUgMCBSID4+CmVuZG9iago1IDAgb2JqCjw8IC9MZW5ndGggNjQgPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKE9yZGVycyBzaGlwIGluIHR3byBkYXlzLikgVGogVCogRVQKZW5kc3RyZWFtCmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAxODUgMDAwMDAgbiAKMDAwMDAwMDMxMSAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQyNQolJUVPRgo=
                     */
                    pdf: string;
                    /** @description shown in citations; default the PDF's own title, else the file name */
                    title?: string;
                    /** @description the file name, used as the title when nothing else names it */
                    filename?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000030",
                     *       "baseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "kind": "file",
                     *       "name": "Security overview (example)",
                     *       "url": null,
                     *       "status": "loaded",
                     *       "error": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listKnowledgeSources: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /** @description UUID */
                baseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000002b",
                     *           "baseId": "0193a6f0-7c00-7000-8000-000000000003",
                     *           "kind": "text",
                     *           "name": "Support hours (example)",
                     *           "url": null,
                     *           "status": "loaded",
                     *           "error": null,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000002c",
                     *           "baseId": "0193a6f0-7c00-7000-8000-000000000003",
                     *           "kind": "text",
                     *           "name": "Security and privacy (example)",
                     *           "url": null,
                     *           "status": "loaded",
                     *           "error": null,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "9MfqScWZ9kDGJasjqlbDoqAkne7-QUIS9MfqScWZ9kDGJasj.FJW7AVs2sPiC4y9hVTmgpLdj-jEztkFgFJW7AVs2sPi"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["KnowledgeSource"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getKnowledgeSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000002b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000002b",
                     *       "baseId": "0193a6f0-7c00-7000-8000-000000000003",
                     *       "kind": "text",
                     *       "name": "Support hours (example)",
                     *       "url": null,
                     *       "status": "loaded",
                     *       "error": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteKnowledgeSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000002d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retrieveKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "Where is customer data stored?",
                 *       "limit": 2
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 2000 characters */
                    query: string;
                    /**
                     * @description results wanted, 1 to 50 (default 8)
                     * @default 8
                     */
                    limit?: number;
                    /** @description search exactly what this agent sees: its personal base plus the shared bases attached to it (UUID or public id). With baseIds too: only those of the agent's bases. An unknown agent is 400 invalid-request */
                    agentId?: string;
                    /** @description search these bases; an id that is not a base of this workspace is 400 invalid-request. Without agentId and baseIds every base of the workspace is searched */
                    baseIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "text": "Security and privacy (example)\nThis is sample content for the sandbox; the policies are examples.\nCustomer data is stored in data centres in Frankfurt, Germany, and never leaves the European Union. All traffic is encrypted with TLS 1.2 or later, and data at rest is encrypted with AES-256. Visitors can ask for their data to be deleted; deletion completes within 30 days.",
                     *           "score": 1,
                     *           "sourceId": "0193a6f0-7c00-7000-8000-00000000002c",
                     *           "sourceTitle": "Security and privacy (example)",
                     *           "url": null,
                     *           "chunkIndex": 0
                     *         },
                     *         {
                     *           "text": "Security overview (example) Customer data is encrypted at rest with AES-256.",
                     *           "score": 0.7165640154004027,
                     *           "sourceId": "0193a6f0-7c00-7000-8000-000000000030",
                     *           "sourceTitle": "Security overview (example)",
                     *           "url": null,
                     *           "chunkIndex": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        results: components["schemas"]["KnowledgeChunk"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "Where is customer data stored?",
                 *       "agentId": "0193a6f0-7c00-7000-8000-000000000001"
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 2000 characters */
                    question: string;
                    /** @description search exactly what this agent sees: its personal base plus the shared bases attached to it (UUID or public id). With baseIds too: only those of the agent's bases. An unknown agent is 400 invalid-request */
                    agentId?: string;
                    /** @description search these bases; an id that is not a base of this workspace is 400 invalid-request. Without agentId and baseIds every base of the workspace is searched */
                    baseIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answer": "From “Security and privacy (example)”: Customer data is stored in data centres in Frankfurt, Germany, and never leaves the European Union.",
                     *       "citations": [
                     *         {
                     *           "title": "Security and privacy (example)",
                     *           "url": null,
                     *           "quote": "Customer data is stored in data centres in Frankfurt, Germany, and never leaves the European Union.",
                     *           "sourceId": "0193a6f0-7c00-7000-8000-00000000002c",
                     *           "chunkIndex": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AskAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFollowUps: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 3
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /**
                 * @description only follow-ups in this state
                 * @example open
                 */
                status?: "open" | "answered" | "dismissed";
                /** @description UUID */
                visitorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-000000000008",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *           "reason": "needs a person",
                     *           "status": "open",
                     *           "answer": null,
                     *           "answeredAt": null,
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-11-20T04:30:00.000Z",
                     *           "redacted": false
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000002a",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-000000000029",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000027",
                     *           "question": "Can we keep all data in the EU for data residency? (example)",
                     *           "reason": "needs a person",
                     *           "status": "open",
                     *           "answer": null,
                     *           "answeredAt": null,
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-11-19T18:30:00.000Z",
                     *           "redacted": false
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000c",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "conversationId": null,
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "question": "Do you offer a discount for nonprofits? (example question)",
                     *           "reason": "not in the knowledge base",
                     *           "status": "open",
                     *           "answer": null,
                     *           "answeredAt": null,
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-11-19T09:30:00.000Z",
                     *           "redacted": false
                     *         }
                     *       ],
                     *       "nextCursor": "vt4EEVLnXf1D8y-0qE0nmYbntI87Phgivt4EEVLnXf1D8y-0.D1nGI1qvjvhYUqK42C13_PFw2yNT7RdLD1nGI1qvjvh"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["FollowUp"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000000b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "conversationId": "0193a6f0-7c00-7000-8000-000000000008",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *       "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *       "reason": "needs a person",
                     *       "status": "open",
                     *       "answer": null,
                     *       "answeredAt": null,
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-11-20T04:30:00.000Z",
                     *       "redacted": false
                     *     }
                     */
                    "application/json": components["schemas"]["FollowUp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerFollowUp: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000000b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answer": "Yes: single sign-on with SAML and OIDC comes with every plan. (example)"
                 *     }
                 */
                "application/json": {
                    /** @description the answer text, 1 to 10,000 characters */
                    answer: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "conversationId": "0193a6f0-7c00-7000-8000-000000000008",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *       "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *       "reason": "needs a person",
                     *       "status": "answered",
                     *       "answer": "Yes: single sign-on with SAML and OIDC comes with every plan. (example)",
                     *       "answeredAt": "2026-11-20T09:30:00.000Z",
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-11-20T04:30:00.000Z",
                     *       "emailed": false,
                     *       "skipReason": "no-mailbox",
                     *       "redacted": false
                     *     }
                     */
                    "application/json": components["schemas"]["AnsweredFollowUp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissFollowUp: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000002a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000002a",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "conversationId": "0193a6f0-7c00-7000-8000-000000000029",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000027",
                     *       "question": "Can we keep all data in the EU for data residency? (example)",
                     *       "reason": "needs a person",
                     *       "status": "dismissed",
                     *       "answer": null,
                     *       "answeredAt": null,
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-11-19T18:30:00.000Z",
                     *       "redacted": false
                     *     }
                     */
                    "application/json": components["schemas"]["FollowUp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addFollowUpToKnowledge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000000b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "baseId": "0193a6f0-7c00-7000-8000-000000000005"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description the knowledge base to add it to
                     */
                    baseId: string;
                    /** @description the source name; default the question */
                    title?: string;
                    /** @description the question as it should read in the base; default the visitor's question, masked */
                    question?: string;
                    /** @description the answer to store; default the follow-up's answer */
                    answer?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000002e",
                     *       "baseId": "0193a6f0-7c00-7000-8000-000000000005",
                     *       "kind": "text",
                     *       "name": "Do you have a SOC 2 Type II report we can review? (example)",
                     *       "url": null,
                     *       "status": "loaded",
                     *       "error": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["KnowledgeSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /** @description UUID */
                visitorId?: string;
                /** @description UUID */
                agentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000020",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000021",
                     *           "channel": "chat",
                     *           "pageUrl": "https://www.example.com/pricing",
                     *           "referrer": null,
                     *           "startedAt": "2026-11-19T05:30:00.000Z",
                     *           "lastMessageAt": null,
                     *           "endedAt": null,
                     *           "messageCount": 0
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000022",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000023",
                     *           "channel": "chat",
                     *           "pageUrl": "https://www.example.com/pricing",
                     *           "referrer": "https://www.google.com/search?q=example",
                     *           "startedAt": "2026-11-18T05:30:00.000Z",
                     *           "lastMessageAt": "2026-11-18T05:30:45.000Z",
                     *           "endedAt": null,
                     *           "messageCount": 2
                     *         }
                     *       ],
                     *       "nextCursor": "O8c6Pe_0T_eN6g-qyF6By1UJpxy2zH25O8c6Pe_0T_eN6g-q.7l5lM9B8x4rdCYajHhbjBnscJ2RgBzQP7l5lM9B8x4r"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Conversation"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000020
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000020",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000021",
                     *       "channel": "chat",
                     *       "pageUrl": "https://www.example.com/pricing",
                     *       "referrer": null,
                     *       "startedAt": "2026-11-19T05:30:00.000Z",
                     *       "lastMessageAt": null,
                     *       "endedAt": null,
                     *       "messageCount": 0,
                     *       "messages": [],
                     *       "redaction": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /** @description UUID */
                visitorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000024",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000025",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "source": "form_capture",
                     *           "email": "nora.northwind@example.com",
                     *           "name": "Nora North (example)",
                     *           "company": "Northwind Traders (example)",
                     *           "verdict": null,
                     *           "status": "new",
                     *           "ownerUserId": null,
                     *           "crm": null,
                     *           "createdAt": "2026-11-17T09:30:00.000Z",
                     *           "updatedAt": "2026-11-17T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000026",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000027",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "source": "meeting_booked",
                     *           "email": "sam@example.com",
                     *           "name": "Chloe Demo-Visitor",
                     *           "company": "Sample Ltd (example)",
                     *           "verdict": null,
                     *           "status": "new",
                     *           "ownerUserId": null,
                     *           "crm": null,
                     *           "createdAt": "2026-10-24T09:40:00.000Z",
                     *           "updatedAt": "2026-10-24T09:40:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "Bt0M9nm3KWbOTQ0s0r0eflddG3SEJlaQBt0M9nm3KWbOTQ0s.4B0PkKSxRwBsYn27qJUFKRb26VMTWrMV4B0PkKSxRwB"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Lead"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000024
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000024",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000025",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "source": "form_capture",
                     *       "email": "nora.northwind@example.com",
                     *       "name": "Nora North (example)",
                     *       "company": "Northwind Traders (example)",
                     *       "verdict": null,
                     *       "status": "new",
                     *       "ownerUserId": null,
                     *       "crm": null,
                     *       "createdAt": "2026-11-17T09:30:00.000Z",
                     *       "updatedAt": "2026-11-17T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLead: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000024
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the fields sent change; null clears a field. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "working",
                 *       "ownerUserId": "u_42"
                 *     }
                 */
                "application/json": {
                    /** @description null clears the owner */
                    ownerUserId?: string | null;
                    /**
                     * @description new, working, qualified, disqualified or converted; cannot be cleared
                     * @enum {string}
                     */
                    status?: "new" | "working" | "qualified" | "disqualified" | "converted";
                    crm?: components["schemas"]["LeadCrm"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000024",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000025",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "source": "form_capture",
                     *       "email": "nora.northwind@example.com",
                     *       "name": "Nora North (example)",
                     *       "company": "Northwind Traders (example)",
                     *       "verdict": null,
                     *       "status": "working",
                     *       "ownerUserId": "u_42",
                     *       "crm": null,
                     *       "createdAt": "2026-11-17T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMeetings: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /** @description UUID */
                visitorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000028",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000027",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-000000000029",
                     *           "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "leadId": "0193a6f0-7c00-7000-8000-000000000026",
                     *           "provider": "calendar (example)",
                     *           "repUserId": "rep_example",
                     *           "startAt": "2026-11-23T09:30:00.000Z",
                     *           "durationMinutes": 30,
                     *           "attendee": {
                     *             "email": "sam@example.com",
                     *             "name": "Chloe Demo-Visitor"
                     *           },
                     *           "bookedAt": "2026-10-24T09:40:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Meeting"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000028
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000028",
                     *       "visitorId": "0193a6f0-7c00-7000-8000-000000000027",
                     *       "conversationId": "0193a6f0-7c00-7000-8000-000000000029",
                     *       "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *       "leadId": "0193a6f0-7c00-7000-8000-000000000026",
                     *       "provider": "calendar (example)",
                     *       "repUserId": "rep_example",
                     *       "startAt": "2026-11-23T09:30:00.000Z",
                     *       "durationMinutes": 30,
                     *       "attendee": {
                     *         "email": "sam@example.com",
                     *         "name": "Chloe Demo-Visitor"
                     *       },
                     *       "bookedAt": "2026-10-24T09:40:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "slug": "answer-from-knowledge",
                     *           "name": "Answer from knowledge",
                     *           "description": "Answer the visitor's questions from the knowledge bases, with sources, and never guess.",
                     *           "body": "# Answer from knowledge\n\nUse this whenever the visitor asks something about the company, its product, pricing, policies or how things work.\n\n## Steps\n1. Restate the question to yourself in one line. If it mixes several questions, answer them one at a time.\n2. Search first: call tool:search_knowledge with the visitor's own words, then again with the key terms if the first results are thin.\n3. Answer only from what the passages say. Two or three short sentences are usually enough; use a list only for steps or options.\n4. Name where the answer comes from (\"from the pricing page\") and offer the link when a source has one, with tool:open_link if the visitor wants to go there.\n5. Check that the answer is complete: if the passages cover part of the question, say which part you could not confirm.\n\n## When the knowledge does not cover it\n- Say plainly that you do not have that information. Do not guess, estimate or fill gaps from general knowledge, even when it seems harmless (prices, dates, legal terms, availability).\n- Offer to hand the question to the team: follow skill:escalate-question.\n\n## Style\n- Match the visitor's language and tone; keep it short and specific.\n- Never invent features, numbers, customers or commitments.\n- If the question shows buying interest (team size, timeline, budget), answer first, then consider skill:qualify-lead.\n",
                     *           "source": "builtin",
                     *           "version": 0,
                     *           "updatedAt": null
                     *         },
                     *         {
                     *           "slug": "book-meeting",
                     *           "name": "Book a meeting (example fork)",
                     *           "description": "Book a call with the team when the visitor wants one, in as few turns as possible.",
                     *           "body": "# Book a meeting\n\nUse this when the visitor asks to talk to someone, or accepts your suggestion to do so.\n\n## Steps\n1. Confirm what the meeting is for in one line, so the team can prepare (\"a walkthrough for a team of 20\").\n2. Call tool:check_availability and offer two or three slots in the visitor's time zone. Ask for their time zone if you cannot tell.\n3. Collect what the booking needs and nothing more: email and name. Skip what you already know. Save them with tool:capture_lead if they are new.\n4. Book the chosen slot with tool:book_meeting. Read back the day, time, time zone and email exactly as booked.\n5. Tell the visitor a calendar invitation is on its way and ask whether there is anything the team should know beforehand; record it with tool:record_answer under `meeting_notes`.\n\n## If something goes wrong\n- No slot suits them: ask for a preferred day and time and hand it to the team with skill:escalate-question.\n- Booking fails: apologise once, say the team will follow up by email, and escalate with the details.\n\n## Never\n- Promise a particular person, price or outcome for the meeting.\n- Book without the visitor's clear yes to a specific slot.\n\n## Our team (example)\n- Meetings are 30 minutes with a solutions engineer; mention that the invitation comes from example.com.\n",
                     *           "source": "fork",
                     *           "version": 1,
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "slug": "escalate-question",
                     *           "name": "Escalate a question",
                     *           "description": "Hand a question you cannot answer to the team, and tell the visitor how the answer will reach them.",
                     *           "body": "# Escalate a question\n\nUse this when the knowledge bases do not answer the question, when the answer needs a person (a custom quote, a contract, an account problem), or when the visitor asks for a human.\n\n## Steps\n1. Tell the visitor honestly that you cannot answer it yourself and that you can pass it to the team.\n2. Write the question so a person can answer it without reading the conversation: the visitor's question in their words, plus the context that matters (plan, company size, what they already tried).\n3. Call tool:escalate with the question and a short reason (`not in the knowledge base`, `needs a person`, `asked for a human`).\n4. Explain how the answer will arrive: by email if they gave one, otherwise here in their next conversation. Offer to take an email with tool:capture_lead, but do not insist.\n\n## Never\n- Guess an answer to avoid escalating.\n- Promise a response time you have not been given.\n- Escalate the same question twice in one conversation.\n",
                     *           "source": "builtin",
                     *           "version": 0,
                     *           "updatedAt": null
                     *         },
                     *         {
                     *           "slug": "guide-tour",
                     *           "name": "Guide a tour",
                     *           "description": "Offer a product tour when seeing beats telling, and guide the visitor through it step by step.",
                     *           "body": "# Guide a tour\n\nUse this when the visitor wants to see how something works and a published tour covers it.\n\n## Offering\n- Suggest the tour in one line, saying what it shows and roughly how long it takes. Start it only when the visitor agrees.\n- Start it with tool:start_tour.\n\n## Guiding\n1. Let each step speak for itself; add a sentence only when it connects the step to what the visitor asked.\n2. When a step waits for the agent, ask whether they want to continue or have a question.\n3. When the visitor asks about something another step shows, jump there with tool:go_to_step.\n4. Answer questions that come up during the tour as in skill:answer-from-knowledge, then offer to continue where you left off.\n\n## At the end\n- Ask whether it answered their question.\n- If they are interested, suggest the natural next step: skill:book-meeting or skill:present-offer.\n- Call it a tour; do not use other words for it.\n",
                     *           "source": "builtin",
                     *           "version": 0,
                     *           "updatedAt": null
                     *         },
                     *         {
                     *           "slug": "present-offer",
                     *           "name": "Present an offer",
                     *           "description": "Present one eligible offer when it clearly matches what the visitor wants, and respect a no.",
                     *           "body": "# Present an offer\n\nUse this when an offer the visitor is eligible for matches what they said they need: a trial, a guide, a discount, a meeting.\n\n## Choosing\n- Present at most one offer per conversation unless the visitor asks for more.\n- Pick the offer whose goal fits the moment: content for someone researching, a meeting for someone comparing vendors, a trial for someone ready to try.\n- Only present offers returned to you as eligible; never describe an offer that was not.\n\n## Presenting\n1. Tie it to what the visitor said, in one sentence (\"Since you are rolling out to 20 people, …\").\n2. Call tool:show_offer. When the offer allows personalisation you may adapt its headline and message to the visitor; keep every fact (price, dates, terms) exactly as written.\n3. If the offer collects details, ask only for what is missing and save it with tool:capture_lead; if it runs a form, use tool:show_form.\n\n## After\n- Accepted: complete the offer's action (for a meeting, follow skill:book-meeting).\n- Declined or ignored: acknowledge it briefly, do not present it again, and go back to helping.\n",
                     *           "source": "builtin",
                     *           "version": 0,
                     *           "updatedAt": null
                     *         },
                     *         {
                     *           "slug": "qualify-lead",
                     *           "name": "Qualify a lead",
                     *           "description": "Learn, in the flow of the conversation, whether the visitor is a good fit, and capture their details.",
                     *           "body": "# Qualify a lead\n\nUse this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.\n\n## What to learn\nAsk at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.\n- **Role**: what they do and whether they decide or recommend.\n- **Company and size**: the company name and roughly how many people would use it.\n- **Need**: the problem they want solved, in their words.\n- **Timing**: when they want something in place.\n\nRecord each answer with tool:record_answer under a short key (`role`, `company_size`, `need`, `timeline`). Never ask again for something the visitor already told you or that is already known.\n\n## Contact details\n- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.\n- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.\n\n## Verdict\nWhen you have enough, record the verdict with tool:set_verdict: `fit` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.\n\n## Next step\n- A strong or possible fit who wants to talk: follow skill:book-meeting.\n- An eligible offer that matches the need: follow skill:present-offer.\n- Otherwise keep helping; qualification is never a gate to answers.\n",
                     *           "source": "builtin",
                     *           "version": 0,
                     *           "updatedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["SkillDocument"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSkill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description lower-case letters, digits and dashes, up to 64 characters
                 * @example qualify-lead
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slug": "qualify-lead",
                     *       "name": "Qualify a lead",
                     *       "description": "Learn, in the flow of the conversation, whether the visitor is a good fit, and capture their details.",
                     *       "body": "# Qualify a lead\n\nUse this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.\n\n## What to learn\nAsk at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.\n- **Role**: what they do and whether they decide or recommend.\n- **Company and size**: the company name and roughly how many people would use it.\n- **Need**: the problem they want solved, in their words.\n- **Timing**: when they want something in place.\n\nRecord each answer with tool:record_answer under a short key (`role`, `company_size`, `need`, `timeline`). Never ask again for something the visitor already told you or that is already known.\n\n## Contact details\n- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.\n- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.\n\n## Verdict\nWhen you have enough, record the verdict with tool:set_verdict: `fit` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.\n\n## Next step\n- A strong or possible fit who wants to talk: follow skill:book-meeting.\n- An eligible offer that matches the need: follow skill:present-offer.\n- Otherwise keep helping; qualification is never a gate to answers.\n",
                     *       "source": "builtin",
                     *       "version": 0,
                     *       "updatedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["SkillDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applySkill: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description lower-case letters, digits and dashes, up to 64 characters
                 * @example pricing-questions
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Pricing questions",
                 *       "description": "How to answer questions about plans and prices.",
                 *       "body": "# Pricing questions\n\nAnswer from the pricing page with skill:answer-from-knowledge; offer a call with skill:book-meeting when the visitor compares plans.",
                 *       "baseVersion": 0
                 *     }
                 */
                "application/json": {
                    /** @description the Markdown body (lint refuses more than 20,000 characters) */
                    body: string;
                    /** @description default: the current name, or the slug in words for a new skill */
                    name?: string;
                    /** @description default: the current description, or empty */
                    description?: string;
                    /** @description the version read; 0 forks a built-in or creates a new slug */
                    baseVersion: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slug": "pricing-questions",
                     *       "name": "Pricing questions",
                     *       "description": "How to answer questions about plans and prices.",
                     *       "body": "# Pricing questions\n\nAnswer from the pricing page with skill:answer-from-knowledge; offer a call with skill:book-meeting when the visitor compares plans.\n\nNonprofits get 30% off: say so when asked.",
                     *       "source": "custom",
                     *       "version": 2,
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SkillDocument"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slug": "pricing-questions",
                     *       "name": "Pricing questions",
                     *       "description": "How to answer questions about plans and prices.",
                     *       "body": "# Pricing questions\n\nAnswer from the pricing page with skill:answer-from-knowledge; offer a call with skill:book-meeting when the visitor compares plans.",
                     *       "source": "custom",
                     *       "version": 1,
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SkillDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    proposeSkill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description lower-case letters, digits and dashes, up to 64 characters
                 * @example qualify-lead
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "# Qualify a lead\n\nUse this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.\n\n## What to learn\nAsk at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.\n- **Role**: what they do and whether they decide or recommend.\n- **Company and size**: the company name and roughly how many people would use it.\n- **Need**: the problem they want solved, in their words.\n- **Timing**: when they want something in place.\n\nRecord each answer with tool:record_answer under a short key (`role`, `company_size`, `need`, `timeline`). Never ask again for something the visitor already told you or that is already known.\n\n## Contact details\n- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.\n- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.\n\n## Verdict\nWhen you have enough, record the verdict with tool:set_verdict: `fit` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.\n\n## Next step\n- A strong or possible fit who wants to talk: follow skill:book-meeting.\n- An eligible offer that matches the need: follow skill:present-offer.\n- Otherwise keep helping; qualification is never a gate to answers.\n\n\nAsk about team size and timeline before offering a meeting.",
                 *       "description": "Qualify the visitor before offering a meeting.",
                 *       "baseVersion": 0
                 *     }
                 */
                "application/json": {
                    /** @description the Markdown body (lint refuses more than 20,000 characters) */
                    body: string;
                    /** @description default: the current name, or the slug in words for a new skill */
                    name?: string;
                    /** @description default: the current description, or empty */
                    description?: string;
                    /** @description optional; when sent it is checked as apply checks it (409 stale with currentVersion) */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slug": "qualify-lead",
                     *       "baseVersion": {
                     *         "version": 0,
                     *         "source": "builtin"
                     *       },
                     *       "diff": {
                     *         "description": {
                     *           "from": "Learn, in the flow of the conversation, whether the visitor is a good fit, and capture their details.",
                     *           "to": "Qualify the visitor before offering a meeting."
                     *         },
                     *         "body": {
                     *           "from": "# Qualify a lead\n\nUse this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.\n\n## What to learn\nAsk at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.\n- **Role**: what they do and whether they decide or recommend.\n- **Company and size**: the company name and roughly how many people would use it.\n- **Need**: the problem they want solved, in their words.\n- **Timing**: when they want something in place.\n\nRecord each answer with tool:record_answer under a short key (`role`, `company_size`, `need`, `timeline`). Never ask again for something the visitor already told you or that is already known.\n\n## Contact details\n- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.\n- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.\n\n## Verdict\nWhen you have enough, record the verdict with tool:set_verdict: `fit` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.\n\n## Next step\n- A strong or possible fit who wants to talk: follow skill:book-meeting.\n- An eligible offer that matches the need: follow skill:present-offer.\n- Otherwise keep helping; qualification is never a gate to answers.\n",
                     *           "to": "# Qualify a lead\n\nUse this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.\n\n## What to learn\nAsk at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.\n- **Role**: what they do and whether they decide or recommend.\n- **Company and size**: the company name and roughly how many people would use it.\n- **Need**: the problem they want solved, in their words.\n- **Timing**: when they want something in place.\n\nRecord each answer with tool:record_answer under a short key (`role`, `company_size`, `need`, `timeline`). Never ask again for something the visitor already told you or that is already known.\n\n## Contact details\n- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.\n- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.\n\n## Verdict\nWhen you have enough, record the verdict with tool:set_verdict: `fit` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.\n\n## Next step\n- A strong or possible fit who wants to talk: follow skill:book-meeting.\n- An eligible offer that matches the need: follow skill:present-offer.\n- Otherwise keep helping; qualification is never a gate to answers.\n\n\nAsk about team size and timeline before offering a meeting."
                     *         }
                     *       },
                     *       "problems": [],
                     *       "applicable": true
                     *     }
                     */
                    "application/json": components["schemas"]["SkillProposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTours: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /**
                 * @description only tours in this state
                 * @example published
                 */
                status?: "draft" | "published" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "publicId": "tr_9sgm962zx9",
                     *           "name": "Setup walkthrough (example video tour)",
                     *           "description": "A sample agent-led tour with two video screens. Example data.",
                     *           "status": "published",
                     *           "isActive": true,
                     *           "hubId": "0193a6f0-7c00-7000-8000-000000000032",
                     *           "publishedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "publicId": "tr_be5icdyas2",
                     *           "name": "Product overview (example tour)",
                     *           "description": "A sample tour of the main screens. Example data.",
                     *           "status": "published",
                     *           "isActive": true,
                     *           "hubId": "0193a6f0-7c00-7000-8000-000000000032",
                     *           "publishedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Tour"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTour: {
        parameters: {
            query?: {
                /** @description published (default) or live; ignored on anonymous calls */
                view?: "published" | "live";
            };
            header?: never;
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000031",
                     *       "publicId": "tr_9sgm962zx9",
                     *       "name": "Setup walkthrough (example video tour)",
                     *       "description": "A sample agent-led tour with two video screens. Example data.",
                     *       "status": "published",
                     *       "isActive": true,
                     *       "hubId": "0193a6f0-7c00-7000-8000-000000000032",
                     *       "publishedAt": "2026-11-20T09:30:00.000Z",
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "document": {
                     *         "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *         "publicId": "tr_9sgm962zx9",
                     *         "name": "Setup walkthrough (example video tour)",
                     *         "description": "A sample agent-led tour with two video screens. Example data.",
                     *         "display": null,
                     *         "transition": null,
                     *         "mode": "agent_led",
                     *         "publishedVersion": 1,
                     *         "screens": [
                     *           {
                     *             "id": "install",
                     *             "type": "video",
                     *             "name": "Install the widget (example)",
                     *             "orderIndex": 0,
                     *             "durationSecs": 45,
                     *             "mediaUrl": "https://concierge.example.com/sandbox/media/install.wav",
                     *             "posterUrl": "https://concierge.example.com/sandbox/media/install.svg"
                     *           },
                     *           {
                     *             "id": "train",
                     *             "type": "video",
                     *             "name": "Add knowledge (example)",
                     *             "orderIndex": 1,
                     *             "durationSecs": 30,
                     *             "mediaUrl": "https://concierge.example.com/sandbox/media/train.wav",
                     *             "posterUrl": null
                     *           },
                     *           {
                     *             "id": "done",
                     *             "type": "image",
                     *             "name": "All set (example)",
                     *             "orderIndex": 2,
                     *             "durationSecs": null,
                     *             "mediaUrl": "https://concierge.example.com/sandbox/media/done.svg",
                     *             "posterUrl": null
                     *           }
                     *         ],
                     *         "guides": [
                     *           {
                     *             "index": 0,
                     *             "ref": "snippet",
                     *             "screen": "install",
                     *             "at": 2,
                     *             "anchor": "center",
                     *             "title": "Copy the snippet",
                     *             "body": "Paste one line of script before the closing body tag.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 8,
                     *             "narrate": true,
                     *             "narrationUrl": "https://concierge.example.com/sandbox/media/snippet.wav",
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "index": 1,
                     *             "ref": "verify",
                     *             "screen": "install",
                     *             "at": 20,
                     *             "anchor": "center",
                     *             "title": "Check it works",
                     *             "body": "Reload your site; the agent says hello.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 10,
                     *             "narrate": false,
                     *             "narrationUrl": null,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "index": 2,
                     *             "ref": "sources",
                     *             "screen": "train",
                     *             "at": 3,
                     *             "anchor": "center",
                     *             "title": "Add your site",
                     *             "body": "Point the agent at your pages and it reads them.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 12,
                     *             "narrate": false,
                     *             "narrationUrl": null,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "index": 3,
                     *             "ref": "ask",
                     *             "screen": "done",
                     *             "at": null,
                     *             "anchor": "center",
                     *             "title": "Questions?",
                     *             "body": "Ask the agent anything about the setup.",
                     *             "advance": "ask",
                     *             "advanceAfterSecs": null,
                     *             "narrate": false,
                     *             "narrationUrl": null,
                     *             "openWhen": [
                     *               "how do I install",
                     *               "setup help"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TourWithDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTourSpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *       "version": "0193a6f0-7c00-7000-8000-000000000033",
                     *       "spec": {
                     *         "tour": {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "publicId": "tr_9sgm962zx9",
                     *           "name": "Setup walkthrough (example video tour)",
                     *           "description": "A sample agent-led tour with two video screens. Example data.",
                     *           "mode": "agent_led",
                     *           "display": null,
                     *           "transition": null
                     *         },
                     *         "screens": [
                     *           {
                     *             "id": "install",
                     *             "type": "video",
                     *             "name": "Install the widget (example)",
                     *             "orderIndex": 0,
                     *             "durationSecs": 45
                     *           },
                     *           {
                     *             "id": "train",
                     *             "type": "video",
                     *             "name": "Add knowledge (example)",
                     *             "orderIndex": 1,
                     *             "durationSecs": 30
                     *           },
                     *           {
                     *             "id": "done",
                     *             "type": "image",
                     *             "name": "All set (example)",
                     *             "orderIndex": 2,
                     *             "durationSecs": null
                     *           }
                     *         ],
                     *         "steps": [
                     *           {
                     *             "ref": "snippet",
                     *             "screen": "install",
                     *             "at": 2,
                     *             "anchor": "center",
                     *             "title": "Copy the snippet",
                     *             "body": "Paste one line of script before the closing body tag.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 8,
                     *             "narrate": true,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "verify",
                     *             "screen": "install",
                     *             "at": 20,
                     *             "anchor": "center",
                     *             "title": "Check it works",
                     *             "body": "Reload your site; the agent says hello.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 10,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "sources",
                     *             "screen": "train",
                     *             "at": 3,
                     *             "anchor": "center",
                     *             "title": "Add your site",
                     *             "body": "Point the agent at your pages and it reads them.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 12,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "ask",
                     *             "screen": "done",
                     *             "at": null,
                     *             "anchor": "center",
                     *             "title": "Questions?",
                     *             "body": "Ask the agent anything about the setup.",
                     *             "advance": "ask",
                     *             "advanceAfterSecs": null,
                     *             "narrate": false,
                     *             "openWhen": [
                     *               "how do I install",
                     *               "setup help"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        tourId: string;
                        /** @description opaque; changes on every apply; send it back as baseVersion */
                        version: string;
                        spec: components["schemas"]["TourSpec"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyTourSpec: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "spec": {
                 *         "steps": [
                 *           {
                 *             "ref": "snippet",
                 *             "title": "Welcome to the tour"
                 *           },
                 *           {
                 *             "ref": "verify"
                 *           },
                 *           {
                 *             "ref": "sources"
                 *           },
                 *           {
                 *             "ref": "ask"
                 *           }
                 *         ]
                 *       },
                 *       "baseVersion": "0193a6f0-7c00-7000-8000-000000000033"
                 *     }
                 */
                "application/json": {
                    /** @description `tour` and `screens` are read-only and ignored here */
                    spec: {
                        /** @description every step the tour keeps, in playing order per screen */
                        steps: components["schemas"]["TourSpecStepInput"][];
                    };
                    /** @description the version read or proposed against */
                    baseVersion: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *       "version": "0193a6f0-7c00-7000-8000-000000000034",
                     *       "spec": {
                     *         "tour": {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "publicId": "tr_9sgm962zx9",
                     *           "name": "Setup walkthrough (example video tour)",
                     *           "description": "A sample agent-led tour with two video screens. Example data.",
                     *           "mode": "agent_led",
                     *           "display": null,
                     *           "transition": null
                     *         },
                     *         "screens": [
                     *           {
                     *             "id": "install",
                     *             "type": "video",
                     *             "name": "Install the widget (example)",
                     *             "orderIndex": 0,
                     *             "durationSecs": 45
                     *           },
                     *           {
                     *             "id": "train",
                     *             "type": "video",
                     *             "name": "Add knowledge (example)",
                     *             "orderIndex": 1,
                     *             "durationSecs": 30
                     *           },
                     *           {
                     *             "id": "done",
                     *             "type": "image",
                     *             "name": "All set (example)",
                     *             "orderIndex": 2,
                     *             "durationSecs": null
                     *           }
                     *         ],
                     *         "steps": [
                     *           {
                     *             "ref": "snippet",
                     *             "screen": "install",
                     *             "at": 2,
                     *             "anchor": "center",
                     *             "title": "Welcome to the tour",
                     *             "body": "Paste one line of script before the closing body tag.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 8,
                     *             "narrate": true,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "verify",
                     *             "screen": "install",
                     *             "at": 20,
                     *             "anchor": "center",
                     *             "title": "Check it works",
                     *             "body": "Reload your site; the agent says hello.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 10,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "sources",
                     *             "screen": "train",
                     *             "at": 3,
                     *             "anchor": "center",
                     *             "title": "Add your site",
                     *             "body": "Point the agent at your pages and it reads them.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 12,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "ask",
                     *             "screen": "done",
                     *             "at": null,
                     *             "anchor": "center",
                     *             "title": "Questions?",
                     *             "body": "Ask the agent anything about the setup.",
                     *             "advance": "ask",
                     *             "advanceAfterSecs": null,
                     *             "narrate": false,
                     *             "openWhen": [
                     *               "how do I install",
                     *               "setup help"
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "problems": []
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        tourId: string;
                        /** @description the new version */
                        version: string;
                        spec: components["schemas"]["TourSpec"];
                        /** @description warnings that remain (errors refuse the apply) */
                        problems: components["schemas"]["LintProblem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    proposeTourSpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "spec": {
                 *         "steps": [
                 *           {
                 *             "ref": "snippet",
                 *             "title": "Welcome to the tour"
                 *           },
                 *           {
                 *             "ref": "verify"
                 *           },
                 *           {
                 *             "ref": "sources"
                 *           },
                 *           {
                 *             "ref": "ask"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description `tour` and `screens` are read-only and ignored here */
                    spec: {
                        /** @description every step the tour keeps, in playing order per screen */
                        steps: components["schemas"]["TourSpecStepInput"][];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *       "baseVersion": "0193a6f0-7c00-7000-8000-000000000033",
                     *       "diff": {
                     *         "added": [],
                     *         "removed": [],
                     *         "changed": [
                     *           {
                     *             "ref": "snippet",
                     *             "fields": {
                     *               "title": {
                     *                 "old": "Copy the snippet",
                     *                 "new": "Welcome to the tour"
                     *               }
                     *             }
                     *           }
                     *         ],
                     *         "reordered": []
                     *       },
                     *       "problems": [],
                     *       "applicable": true,
                     *       "spec": {
                     *         "tour": {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "publicId": "tr_9sgm962zx9",
                     *           "name": "Setup walkthrough (example video tour)",
                     *           "description": "A sample agent-led tour with two video screens. Example data.",
                     *           "mode": "agent_led",
                     *           "display": null,
                     *           "transition": null
                     *         },
                     *         "screens": [
                     *           {
                     *             "id": "install",
                     *             "type": "video",
                     *             "name": "Install the widget (example)",
                     *             "orderIndex": 0,
                     *             "durationSecs": 45
                     *           },
                     *           {
                     *             "id": "train",
                     *             "type": "video",
                     *             "name": "Add knowledge (example)",
                     *             "orderIndex": 1,
                     *             "durationSecs": 30
                     *           },
                     *           {
                     *             "id": "done",
                     *             "type": "image",
                     *             "name": "All set (example)",
                     *             "orderIndex": 2,
                     *             "durationSecs": null
                     *           }
                     *         ],
                     *         "steps": [
                     *           {
                     *             "ref": "snippet",
                     *             "screen": "install",
                     *             "at": 2,
                     *             "anchor": "center",
                     *             "title": "Welcome to the tour",
                     *             "body": "Paste one line of script before the closing body tag.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 8,
                     *             "narrate": true,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "verify",
                     *             "screen": "install",
                     *             "at": 20,
                     *             "anchor": "center",
                     *             "title": "Check it works",
                     *             "body": "Reload your site; the agent says hello.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 10,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "sources",
                     *             "screen": "train",
                     *             "at": 3,
                     *             "anchor": "center",
                     *             "title": "Add your site",
                     *             "body": "Point the agent at your pages and it reads them.",
                     *             "advance": "auto",
                     *             "advanceAfterSecs": 12,
                     *             "narrate": false,
                     *             "openWhen": []
                     *           },
                     *           {
                     *             "ref": "ask",
                     *             "screen": "done",
                     *             "at": null,
                     *             "anchor": "center",
                     *             "title": "Questions?",
                     *             "body": "Ask the agent anything about the setup.",
                     *             "advance": "ask",
                     *             "advanceAfterSecs": null,
                     *             "narrate": false,
                     *             "openWhen": [
                     *               "how do I install",
                     *               "setup help"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TourProposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishTour: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *       "publicId": "tr_9sgm962zx9",
                     *       "revisionId": "0193a6f0-7c00-7000-8000-000000000035",
                     *       "publishedVersion": 2,
                     *       "publishedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PublishReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTourSittings: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
                /** @description first day (YYYY-MM-DD, UTC, inclusive) of the sittings' start; default 29 days before `to` */
                from?: string;
                /** @description last day (YYYY-MM-DD, UTC, inclusive); default today; at most 366 days after `from` */
                to?: string;
            };
            header?: never;
            path: {
                /**
                 * @description the tour's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000031
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000036",
                     *           "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "visitorId": null,
                     *           "email": null,
                     *           "source": "embed",
                     *           "startedAt": "2026-11-20T07:55:44.941Z",
                     *           "endedAt": "2026-11-20T07:56:24.941Z",
                     *           "seconds": 40,
                     *           "stepViews": 6,
                     *           "stepsSeen": [
                     *             0,
                     *             1,
                     *             2,
                     *             3
                     *           ],
                     *           "maxStep": 3,
                     *           "completed": true,
                     *           "ctaClicks": 0
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000037",
                     *           "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000038",
                     *           "email": null,
                     *           "source": "chat",
                     *           "startedAt": "2026-11-20T01:53:08.357Z",
                     *           "endedAt": "2026-11-20T01:54:03.357Z",
                     *           "seconds": 55,
                     *           "stepViews": 5,
                     *           "stepsSeen": [
                     *             0,
                     *             1,
                     *             2
                     *           ],
                     *           "maxStep": 2,
                     *           "completed": false,
                     *           "ctaClicks": 0
                     *         }
                     *       ],
                     *       "nextCursor": "9Zel8omdCsYOH45X2PmuB26ihzYPxlvG9Zel8omdCsYOH45X.MBjtzUmsGseFxNfuNtEIjF4l7lxqx1EPMBjtzUmsGse"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Sitting"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHubs: {
        parameters: {
            query?: {
                /** @description 1 to 200 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000032",
                     *           "publicId": "hb_qesjdb8rym",
                     *           "name": "Getting started (example hub)",
                     *           "description": "Sample tours collected in one place. Example data.",
                     *           "status": "published",
                     *           "startTourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "tourCount": 3,
                     *           "publishedTourCount": 2,
                     *           "publishedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Hub"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the hub's UUID or public id
                 * @example 0193a6f0-7c00-7000-8000-000000000032
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000032",
                     *       "publicId": "hb_qesjdb8rym",
                     *       "name": "Getting started (example hub)",
                     *       "description": "Sample tours collected in one place. Example data.",
                     *       "status": "published",
                     *       "startTourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *       "tourCount": 3,
                     *       "publishedTourCount": 2,
                     *       "publishedAt": "2026-11-20T09:30:00.000Z",
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "tourIds": [
                     *         "0193a6f0-7c00-7000-8000-00000000000a",
                     *         "0193a6f0-7c00-7000-8000-000000000031",
                     *         "0193a6f0-7c00-7000-8000-000000000039"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HubWithTours"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOffers: {
        parameters: {
            query?: {
                /**
                 * @description true: active offers; false: retired; absent: both
                 * @example true
                 */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000003a",
                     *           "name": "Buyer guide in chat (example)",
                     *           "format": "in_chat",
                     *           "goal": "lead_captured",
                     *           "isActive": true,
                     *           "headline": null,
                     *           "message": "Want the example buyer guide? I can send it to your inbox. (example offer)",
                     *           "chips": [
                     *             "Send it",
                     *             "No thanks"
                     *           ],
                     *           "ctaLabel": "Send me the guide",
                     *           "ctaAction": {
                     *             "type": "capture_lead"
                     *           },
                     *           "imageUrl": null,
                     *           "mediaRefId": null,
                     *           "agentPersonalize": false,
                     *           "deploy": null,
                     *           "design": null,
                     *           "conversion": {
                     *             "collect": [
                     *               "email",
                     *               "company"
                     *             ],
                     *             "agentNote": "Offer the guide once the visitor asks about evaluation criteria. (example)"
                     *           },
                     *           "audienceIds": [],
                     *           "stats": {
                     *             "shown": 9,
                     *             "accepted": 3,
                     *             "declined": 2
                     *           },
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000003b",
                     *           "name": "Pricing page walkthrough (example)",
                     *           "format": "toaster",
                     *           "goal": "meeting_booked",
                     *           "isActive": true,
                     *           "headline": "Comparing plans? (example)",
                     *           "message": "Book a 20-minute walkthrough and we will map the plans to your team. (example offer)",
                     *           "chips": [
                     *             "Book a call",
                     *             "Not now"
                     *           ],
                     *           "ctaLabel": "Book a call",
                     *           "ctaAction": {
                     *             "type": "book_meeting"
                     *           },
                     *           "imageUrl": null,
                     *           "mediaRefId": null,
                     *           "agentPersonalize": true,
                     *           "deploy": {
                     *             "live": true,
                     *             "presentation": "toast",
                     *             "hosts": [
                     *               "example.com"
                     *             ],
                     *             "includePages": [
                     *               "/pricing",
                     *               "/plans/*"
                     *             ],
                     *             "devices": [
                     *               "desktop"
                     *             ],
                     *             "afterSeconds": 10
                     *           },
                     *           "design": null,
                     *           "conversion": {},
                     *           "audienceIds": [],
                     *           "stats": {
                     *             "shown": 14,
                     *             "accepted": 5,
                     *             "declined": 3
                     *           },
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Offer"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOffer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description name, format, goal and message are required. Defaults: isActive true, headline null, chips [], ctaLabel null, ctaAction {type: none}, imageUrl null, mediaRefId null, agentPersonalize false, deploy null (nothing shows on arrival), design null, conversion {}, audienceIds []. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Pricing help",
                 *       "format": "toaster",
                 *       "goal": "meeting_booked",
                 *       "headline": "Comparing plans?",
                 *       "message": "Want a 15-minute walkthrough of the plans with someone from sales?",
                 *       "chips": [
                 *         "Yes, book a call",
                 *         "Not now"
                 *       ],
                 *       "ctaLabel": "Book a call",
                 *       "ctaAction": {
                 *         "type": "book_meeting"
                 *       },
                 *       "deploy": {
                 *         "live": true,
                 *         "presentation": "toast",
                 *         "includePages": [
                 *           "/pricing",
                 *           "/plans/*"
                 *         ],
                 *         "afterSeconds": 10
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description internal, never shown to visitors */
                    name: string;
                    /** @enum {string} */
                    format: "toaster" | "in_chat";
                    /** @enum {string} */
                    goal: "meeting_booked" | "lead_captured" | "content_viewed" | "engaged";
                    message: string;
                    /** @description false retires the offer (history and counters kept); true brings a retired offer back */
                    isActive?: boolean;
                    headline?: string | null;
                    /** @description quick replies: at most 4, each at most 40 characters, no repeats */
                    chips?: string[];
                    ctaLabel?: string | null;
                    ctaAction?: components["schemas"]["OfferCtaAction"];
                    /** @description a full http or https URL */
                    imageUrl?: string | null;
                    /**
                     * Format: uuid
                     * @description UUID
                     */
                    mediaRefId?: string | null;
                    agentPersonalize?: boolean;
                    deploy?: components["schemas"]["OfferDeploy"] | null;
                    design?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    } | null;
                    conversion?: components["schemas"]["OfferConversion"];
                    /** @description ids of saved segments in this workspace */
                    audienceIds?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000003c",
                     *       "name": "Pricing help",
                     *       "format": "toaster",
                     *       "goal": "meeting_booked",
                     *       "isActive": true,
                     *       "headline": "Comparing plans?",
                     *       "message": "Want a 15-minute walkthrough of the plans with someone from sales?",
                     *       "chips": [
                     *         "Yes, book a call",
                     *         "Not now"
                     *       ],
                     *       "ctaLabel": "Book a call",
                     *       "ctaAction": {
                     *         "type": "book_meeting"
                     *       },
                     *       "imageUrl": null,
                     *       "mediaRefId": null,
                     *       "agentPersonalize": false,
                     *       "deploy": {
                     *         "live": true,
                     *         "presentation": "toast",
                     *         "includePages": [
                     *           "/pricing",
                     *           "/plans/*"
                     *         ],
                     *         "afterSeconds": 10
                     *       },
                     *       "design": null,
                     *       "conversion": {},
                     *       "audienceIds": [],
                     *       "stats": {
                     *         "shown": 0,
                     *         "accepted": 0,
                     *         "declined": 0
                     *       },
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000003c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000003c",
                     *       "name": "Pricing help",
                     *       "format": "toaster",
                     *       "goal": "meeting_booked",
                     *       "isActive": true,
                     *       "headline": "Comparing plans?",
                     *       "message": "Want a 15-minute walkthrough of the plans with someone from sales?",
                     *       "chips": [
                     *         "Yes, book a call",
                     *         "Not now"
                     *       ],
                     *       "ctaLabel": "Book a call",
                     *       "ctaAction": {
                     *         "type": "book_meeting"
                     *       },
                     *       "imageUrl": null,
                     *       "mediaRefId": null,
                     *       "agentPersonalize": false,
                     *       "deploy": {
                     *         "live": true,
                     *         "presentation": "toast",
                     *         "includePages": [
                     *           "/pricing",
                     *           "/plans/*"
                     *         ],
                     *         "afterSeconds": 10
                     *       },
                     *       "design": null,
                     *       "conversion": {},
                     *       "audienceIds": [],
                     *       "stats": {
                     *         "shown": 0,
                     *         "accepted": 0,
                     *         "declined": 0
                     *       },
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOffer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000003c
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description Send only the fields to change; each field sent replaces the stored one whole (to change one gate, send the whole deploy object). null clears a nullable field. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "headline": "Choosing a plan?",
                 *       "chips": [
                 *         "Book a call",
                 *         "Later"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description internal, never shown to visitors */
                    name?: string;
                    /** @enum {string} */
                    format?: "toaster" | "in_chat";
                    /** @enum {string} */
                    goal?: "meeting_booked" | "lead_captured" | "content_viewed" | "engaged";
                    message?: string;
                    /** @description false retires the offer (history and counters kept); true brings a retired offer back */
                    isActive?: boolean;
                    headline?: string | null;
                    /** @description quick replies: at most 4, each at most 40 characters, no repeats */
                    chips?: string[];
                    ctaLabel?: string | null;
                    ctaAction?: components["schemas"]["OfferCtaAction"];
                    /** @description a full http or https URL */
                    imageUrl?: string | null;
                    /**
                     * Format: uuid
                     * @description UUID
                     */
                    mediaRefId?: string | null;
                    agentPersonalize?: boolean;
                    deploy?: components["schemas"]["OfferDeploy"] | null;
                    design?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    } | null;
                    conversion?: components["schemas"]["OfferConversion"];
                    /** @description ids of saved segments in this workspace */
                    audienceIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000003c",
                     *       "name": "Pricing help",
                     *       "format": "toaster",
                     *       "goal": "meeting_booked",
                     *       "isActive": true,
                     *       "headline": "Choosing a plan?",
                     *       "message": "Want a 15-minute walkthrough of the plans with someone from sales?",
                     *       "chips": [
                     *         "Book a call",
                     *         "Later"
                     *       ],
                     *       "ctaLabel": "Book a call",
                     *       "ctaAction": {
                     *         "type": "book_meeting"
                     *       },
                     *       "imageUrl": null,
                     *       "mediaRefId": null,
                     *       "agentPersonalize": false,
                     *       "deploy": {
                     *         "live": true,
                     *         "presentation": "toast",
                     *         "includePages": [
                     *           "/pricing",
                     *           "/plans/*"
                     *         ],
                     *         "afterSeconds": 10
                     *       },
                     *       "design": null,
                     *       "conversion": {},
                     *       "audienceIds": [],
                     *       "stats": {
                     *         "shown": 0,
                     *         "accepted": 0,
                     *         "declined": 0
                     *       },
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example ag_asvzrunn8z
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "pricing-help",
                     *           "name": "Help choosing a plan (example)",
                     *           "task": "Ask about team size and needs, then recommend a plan and offer a call. (example task)",
                     *           "opens": {
                     *             "kind": "conversation"
                     *           },
                     *           "destination": "https://example.com/pricing",
                     *           "campaignContext": "Visitors from the example spring newsletter. (example)",
                     *           "enabled": true,
                     *           "arrival": {
                     *             "utm": {
                     *               "campaign": "spring-example"
                     *             }
                     *           },
                     *           "link": "https://example.com/pricing#action=pricing-help",
                     *           "firesLast7Days": 7
                     *         },
                     *         {
                     *           "id": "book_call",
                     *           "name": "Book a call button (example)",
                     *           "task": "Book a 20-minute call with sales. (example task)",
                     *           "opens": {
                     *             "kind": "meeting"
                     *           },
                     *           "destination": null,
                     *           "campaignContext": null,
                     *           "enabled": true,
                     *           "arrival": {},
                     *           "link": "#action=book_call",
                     *           "firesLast7Days": 3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Action"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAction: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example ag_asvzrunn8z
                 */
                id: string;
                /**
                 * @description 1 to 64 letters, numbers, dashes or underscores
                 * @example pricing-walkthrough
                 */
                actionId: string;
            };
            cookie?: never;
        };
        /** @description The whole Action: a replace stores exactly this body (fields left out take their defaults: destination null, campaignContext null, enabled true, arrival {}) and keeps the Action's place in the order. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Pricing walkthrough",
                 *       "task": "Walk the visitor through the plans and offer a call with sales.",
                 *       "opens": {
                 *         "kind": "meeting"
                 *       },
                 *       "destination": "https://www.example.com/pricing",
                 *       "campaignContext": "Spring newsletter"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description required: what the agent sets out to do */
                    task: string;
                    opens: components["schemas"]["ActionOpens"];
                    /**
                     * Format: uri
                     * @description a full http or https URL of a page on the agent's site
                     */
                    destination?: string | null;
                    campaignContext?: string | null;
                    /** @default true */
                    enabled?: boolean;
                    /** @description arrival rule; default {} */
                    arrival?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pricing-walkthrough",
                     *       "name": "Pricing walkthrough",
                     *       "task": "Walk the visitor through the plans; offer a call with sales when they compare two plans.",
                     *       "opens": {
                     *         "kind": "meeting"
                     *       },
                     *       "destination": "https://www.example.com/pricing",
                     *       "campaignContext": "Spring newsletter",
                     *       "enabled": true,
                     *       "arrival": {},
                     *       "link": "https://www.example.com/pricing#action=pricing-walkthrough",
                     *       "firesLast7Days": 0,
                     *       "created": false
                     *     }
                     */
                    "application/json": components["schemas"]["PutActionResult"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pricing-walkthrough",
                     *       "name": "Pricing walkthrough",
                     *       "task": "Walk the visitor through the plans and offer a call with sales.",
                     *       "opens": {
                     *         "kind": "meeting"
                     *       },
                     *       "destination": "https://www.example.com/pricing",
                     *       "campaignContext": "Spring newsletter",
                     *       "enabled": true,
                     *       "arrival": {},
                     *       "link": "https://www.example.com/pricing#action=pricing-walkthrough",
                     *       "firesLast7Days": 0,
                     *       "created": true
                     *     }
                     */
                    "application/json": components["schemas"]["PutActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAction: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example ag_asvzrunn8z
                 */
                id: string;
                /**
                 * @description 1 to 64 letters, numbers, dashes or underscores
                 * @example pricing-walkthrough
                 */
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActionLink: {
        parameters: {
            query?: {
                /** @description full page URL on the agent's site; overrides the Action's */
                destination?: string;
                /**
                 * @description utm_source; applied only with a destination; an empty value is left out
                 * @example newsletter
                 */
                utm_source?: string;
                /** @description utm_medium; applied only with a destination; an empty value is left out */
                utm_medium?: string;
                /**
                 * @description utm_campaign; applied only with a destination; an empty value is left out
                 * @example spring
                 */
                utm_campaign?: string;
                /** @description utm_term; applied only with a destination; an empty value is left out */
                utm_term?: string;
            };
            header?: never;
            path: {
                /**
                 * @description the agent's UUID or public id
                 * @example ag_asvzrunn8z
                 */
                id: string;
                /**
                 * @description 1 to 64 letters, numbers, dashes or underscores
                 * @example pricing-walkthrough
                 */
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "actionId": "pricing-walkthrough",
                     *       "url": "https://www.example.com/pricing?utm_source=newsletter&utm_campaign=spring#action=pricing-walkthrough"
                     *     }
                     */
                    "application/json": components["schemas"]["ActionLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /**
                 * @description continue after this event id (the `nextSince` of the previous call); `0` or absent starts at the beginning; `now` starts after the newest event, so only what happens from then on is read
                 * @example 0
                 */
                since?: string;
                /** @description comma-separated event types to keep (unknown types are a 400); absent keeps every type */
                types?: string;
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "1",
                     *           "livemode": false,
                     *           "type": "tour.played",
                     *           "occurredAt": "2026-10-22T03:40:01.786Z",
                     *           "data": {
                     *             "email": "drew.sample3@example.com",
                     *             "source": "embed",
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-00000000004b",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-00000000000d"
                     *           },
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                     *           }
                     *         },
                     *         {
                     *           "id": "2",
                     *           "livemode": false,
                     *           "type": "tour.step_viewed",
                     *           "occurredAt": "2026-10-22T03:40:01.786Z",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-00000000004b",
                     *             "stepIndex": 0,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-00000000000d"
                     *           },
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                     *           }
                     *         }
                     *       ],
                     *       "nextSince": "2"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Event"][];
                        /** @description pass as `since` to continue: the id of the last item, or, once the log is exhausted, the newest id scanned (never behind `since`); an empty page repeats it */
                        nextSince: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /**
                 * @description continue after this event id (the `nextSince` of the previous call); `0` or absent starts at the beginning; `now` starts after the newest event, so only what happens from then on is read
                 * @example 2
                 */
                since?: string;
                /**
                 * @description comma-separated event types to keep (unknown types are a 400); absent keeps every type
                 * @example follow_up.answered
                 */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A server-sent event stream. It starts with `retry: 2000`; each event is a frame whose `event:` is the type, `id:` the event id and `data:` the Event envelope (JSON). A `:` comment keeps the connection alive at least every 15 seconds. After five minutes (SVC_STREAM_MAX_SECONDS) the server sends `event: end` with `data: {"lastId": "…"}` (and the same value as `id:`) and closes; reconnect with that id as `since` or `Last-Event-ID`. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 2000
                     *
                     *     event: follow_up.answered
                     *     id: 416
                     *     data: {"id":"416","livemode":false,"type":"follow_up.answered","occurredAt":"2026-11-20T09:30:00.000Z","data":{"agentId":"0193a6f0-7c00-7000-8000-000000000001","emailed":false,"visitorId":"0193a6f0-7c00-7000-8000-000000000006","followUpId":"0193a6f0-7c00-7000-8000-00000000004c","conversationId":null},"links":{"agent":"/v1/agents/0193a6f0-7c00-7000-8000-000000000001","visitor":"/v1/visitors/0193a6f0-7c00-7000-8000-000000000006","followUp":"/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000004c"}}
                     *
                     *     event: follow_up.answered
                     *     id: 464
                     *     data: {"id":"464","livemode":false,"type":"follow_up.answered","occurredAt":"2026-11-20T09:30:00.000Z","data":{"agentId":"0193a6f0-7c00-7000-8000-000000000001","emailed":false,"visitorId":"0193a6f0-7c00-7000-8000-000000000006","followUpId":"0193a6f0-7c00-7000-8000-00000000000b","conversationId":"0193a6f0-7c00-7000-8000-000000000008"},"links":{"agent":"/v1/agents/0193a6f0-7c00-7000-8000-000000000001","visitor":"/v1/visitors/0193a6f0-7c00-7000-8000-000000000006","followUp":"/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000000b","conversation":"/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"}}
                     *
                     *     event: end
                     *     id: 491
                     *     data: {"lastId":"491"}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000048",
                     *           "url": "https://hooks.example.com/concierge",
                     *           "events": [
                     *             "follow_up.created",
                     *             "follow_up.answered",
                     *             "segment.entered"
                     *           ],
                     *           "description": "CRM sync",
                     *           "status": "active",
                     *           "consecutiveFailures": 0,
                     *           "lastDeliveredAt": null,
                     *           "lastFailedAt": null,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "catalog": [
                     *         "conversation.started",
                     *         "conversation.engaged",
                     *         "conversation.ended",
                     *         "visitor.identified",
                     *         "lead.identified",
                     *         "intent.hot",
                     *         "meeting.booked",
                     *         "form.submitted",
                     *         "segment.entered",
                     *         "segment.left",
                     *         "offer.shown",
                     *         "offer.accepted",
                     *         "offer.declined",
                     *         "tour.played",
                     *         "tour.step_viewed",
                     *         "tour.cta_clicked",
                     *         "tour.completed",
                     *         "experience.viewed",
                     *         "checklist.task_completed",
                     *         "checklist.converted",
                     *         "follow_up.created",
                     *         "follow_up.answered",
                     *         "visitor.erased"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description newest first; secrets are never listed */
                        items: components["schemas"]["Webhook"][];
                        /** @description every subscribable event type */
                        catalog: ("conversation.started" | "conversation.engaged" | "conversation.ended" | "visitor.identified" | "lead.identified" | "intent.hot" | "meeting.booked" | "form.submitted" | "segment.entered" | "segment.left" | "offer.shown" | "offer.accepted" | "offer.declined" | "tour.played" | "tour.step_viewed" | "tour.cta_clicked" | "tour.completed" | "experience.viewed" | "checklist.task_completed" | "checklist.converted" | "follow_up.created" | "follow_up.answered" | "visitor.erased")[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/concierge",
                 *       "events": [
                 *         "follow_up.created",
                 *         "follow_up.answered",
                 *         "segment.entered"
                 *       ],
                 *       "description": "CRM sync"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description http:// or https:// URL of the receiver. URLs that are or resolve to private, loopback, link-local or metadata addresses are refused (400), here and again when connecting, unless the server allows them (SVC_OUTBOUND_ALLOW).
                     */
                    url: string;
                    /** @description event types from `catalog`, or `["*"]` for every type; `*` stands alone. Duplicates are dropped. */
                    events: ("conversation.started" | "conversation.engaged" | "conversation.ended" | "visitor.identified" | "lead.identified" | "intent.hot" | "meeting.booked" | "form.submitted" | "segment.entered" | "segment.left" | "offer.shown" | "offer.accepted" | "offer.declined" | "tour.played" | "tour.step_viewed" | "tour.cta_clicked" | "tour.completed" | "experience.viewed" | "checklist.task_completed" | "checklist.converted" | "follow_up.created" | "follow_up.answered" | "visitor.erased" | "*")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000048",
                     *       "url": "https://hooks.example.com/concierge",
                     *       "events": [
                     *         "follow_up.created",
                     *         "follow_up.answered",
                     *         "segment.entered"
                     *       ],
                     *       "description": "CRM sync",
                     *       "status": "active",
                     *       "consecutiveFailures": 0,
                     *       "lastDeliveredAt": null,
                     *       "lastFailedAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "secret": "whsec_THZGk62wvMJ9XpMjZNnIQ3FUtqZf8XvSTHZGk62w"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000048
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000048",
                     *       "url": "https://hooks.example.com/concierge",
                     *       "events": [
                     *         "follow_up.created",
                     *         "follow_up.answered",
                     *         "segment.entered"
                     *       ],
                     *       "description": "CRM sync",
                     *       "status": "active",
                     *       "consecutiveFailures": 0,
                     *       "lastDeliveredAt": null,
                     *       "lastFailedAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000048
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000048
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "CRM sync (production)"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description http:// or https:// URL of the receiver. URLs that are or resolve to private, loopback, link-local or metadata addresses are refused (400), here and again when connecting, unless the server allows them (SVC_OUTBOUND_ALLOW).
                     */
                    url?: string;
                    /** @description event types from `catalog`, or `["*"]` for every type; `*` stands alone. Duplicates are dropped. */
                    events?: ("conversation.started" | "conversation.engaged" | "conversation.ended" | "visitor.identified" | "lead.identified" | "intent.hot" | "meeting.booked" | "form.submitted" | "segment.entered" | "segment.left" | "offer.shown" | "offer.accepted" | "offer.declined" | "tour.played" | "tour.step_viewed" | "tour.cta_clicked" | "tour.completed" | "experience.viewed" | "checklist.task_completed" | "checklist.converted" | "follow_up.created" | "follow_up.answered" | "visitor.erased" | "*")[];
                    description?: string;
                    /**
                     * @description `active` resumes a paused webhook and resets its failure count
                     * @enum {string}
                     */
                    status?: "active" | "paused";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000048",
                     *       "url": "https://hooks.example.com/concierge",
                     *       "events": [
                     *         "follow_up.created",
                     *         "follow_up.answered",
                     *         "segment.entered"
                     *       ],
                     *       "description": "CRM sync (production)",
                     *       "status": "active",
                     *       "consecutiveFailures": 0,
                     *       "lastDeliveredAt": null,
                     *       "lastFailedAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000048
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000049",
                     *           "eventId": "491",
                     *           "status": "pending",
                     *           "attempts": 0,
                     *           "responseStatus": null,
                     *           "error": null,
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "nextAttemptAt": "2026-11-20T09:30:00.000Z",
                     *           "replayOf": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["WebhookDelivery"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000048
                 */
                id: string;
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000049
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000004a",
                     *       "eventId": "491",
                     *       "status": "pending",
                     *       "attempts": 0,
                     *       "responseStatus": null,
                     *       "error": null,
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "nextAttemptAt": "2026-11-20T09:30:00.000Z",
                     *       "replayOf": "0193a6f0-7c00-7000-8000-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountBrief: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description a company hostname such as acme.com
                 * @example example.com
                 */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "domain": "example.com",
                     *       "account": {
                     *         "domain": "example.com",
                     *         "name": "Example Corp (example)",
                     *         "industry": "Software",
                     *         "crm": null,
                     *         "enrichedAt": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "peopleCount": 18,
                     *       "topIntent": 94,
                     *       "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *       "people": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000d",
                     *           "email": "drew.sample3@example.com",
                     *           "displayName": "Drew Sample",
                     *           "status": "hot",
                     *           "intentScore": 94,
                     *           "visitCount": 2,
                     *           "firstSeenAt": "2026-10-19T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-18T01:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "tours"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000e",
                     *           "email": "casey.example15@example.com",
                     *           "displayName": "Casey Example",
                     *           "status": "hot",
                     *           "intentScore": 85,
                     *           "visitCount": 7,
                     *           "firstSeenAt": "2026-10-31T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-14T13:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "tours"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "email": "ada@example.com",
                     *           "displayName": "Ada Example",
                     *           "status": "hot",
                     *           "intentScore": 82,
                     *           "visitCount": 1,
                     *           "firstSeenAt": "2026-10-11T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000f",
                     *           "email": "gray.sample6@example.com",
                     *           "displayName": "Gray Sample",
                     *           "status": "hot",
                     *           "intentScore": 71,
                     *           "visitCount": 5,
                     *           "firstSeenAt": "2026-10-22T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-17T04:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-6"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "integrations"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000010",
                     *           "email": "indy.example21@example.com",
                     *           "displayName": "Indy Example",
                     *           "status": "engaged",
                     *           "intentScore": 68,
                     *           "visitCount": 6,
                     *           "firstSeenAt": "2026-11-06T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-12T19:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "security"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000011",
                     *           "email": "harper.testcase33@example.com",
                     *           "displayName": "Harper Testcase",
                     *           "status": "engaged",
                     *           "intentScore": 63,
                     *           "visitCount": 4,
                     *           "firstSeenAt": "2026-11-18T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-09T07:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "security"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000012",
                     *           "email": "blake.testcase27@example.com",
                     *           "displayName": "Blake Testcase",
                     *           "status": "engaged",
                     *           "intentScore": 61,
                     *           "visitCount": 5,
                     *           "firstSeenAt": "2026-11-12T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-11T01:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "tours"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000013",
                     *           "email": "morgan.sample12@example.com",
                     *           "displayName": "Morgan Sample",
                     *           "status": "engaged",
                     *           "intentScore": 58,
                     *           "visitCount": 4,
                     *           "firstSeenAt": "2026-10-28T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-15T10:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-12"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "pricing"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000014",
                     *           "email": "gray.mockford45@example.com",
                     *           "displayName": "Gray Mockford",
                     *           "status": "engaged",
                     *           "intentScore": 53,
                     *           "visitCount": 2,
                     *           "firstSeenAt": "2026-10-21T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-05T19:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "security"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000015",
                     *           "email": "lane.example24@example.com",
                     *           "displayName": "Lane Example",
                     *           "status": "engaged",
                     *           "intentScore": 48,
                     *           "visitCount": 2,
                     *           "firstSeenAt": "2026-11-09T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-11T22:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-24"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "pricing"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000016",
                     *           "email": "alex.mockford39@example.com",
                     *           "displayName": "Alex Mockford",
                     *           "status": "engaged",
                     *           "intentScore": 47,
                     *           "visitCount": 3,
                     *           "firstSeenAt": "2026-10-15T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-07T13:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "tours"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000017",
                     *           "email": "drew.mockford42@example.com",
                     *           "displayName": "Drew Mockford",
                     *           "status": "engaged",
                     *           "intentScore": 42,
                     *           "visitCount": 6,
                     *           "firstSeenAt": "2026-10-18T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-06T16:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-42"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "integrations"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000018",
                     *           "email": "alex.sample0@example.com",
                     *           "displayName": "Alex Sample",
                     *           "status": "engaged",
                     *           "intentScore": 41,
                     *           "visitCount": 6,
                     *           "firstSeenAt": "2026-10-16T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-18T22:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-0"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "pricing"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000019",
                     *           "email": "jules.sample9@example.com",
                     *           "displayName": "Jules Sample",
                     *           "status": "engaged",
                     *           "intentScore": 41,
                     *           "visitCount": 1,
                     *           "firstSeenAt": "2026-10-25T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-16T07:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "security"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000001a",
                     *           "email": "finley.example18@example.com",
                     *           "displayName": "Finley Example",
                     *           "status": "engaged",
                     *           "intentScore": 40,
                     *           "visitCount": 3,
                     *           "firstSeenAt": "2026-11-03T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-13T16:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-18"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "integrations"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000001b",
                     *           "email": "eden.testcase30@example.com",
                     *           "displayName": "Eden Testcase",
                     *           "status": "browsing",
                     *           "intentScore": 34,
                     *           "visitCount": 1,
                     *           "firstSeenAt": "2026-11-15T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-10T04:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-30"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "integrations"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000001c",
                     *           "email": "kai.testcase36@example.com",
                     *           "displayName": "Kai Testcase",
                     *           "status": "browsing",
                     *           "intentScore": 34,
                     *           "visitCount": 7,
                     *           "firstSeenAt": "2026-10-12T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-08T10:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-36"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "pricing"
                     *           }
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000001d",
                     *           "email": "jules.mockford48@example.com",
                     *           "displayName": "Jules Mockford",
                     *           "status": "browsing",
                     *           "intentScore": 32,
                     *           "visitCount": 5,
                     *           "firstSeenAt": "2026-10-24T09:30:00.000Z",
                     *           "lastSeenAt": "2026-11-04T22:30:00.000Z",
                     *           "account": {
                     *             "domain": "example.com",
                     *             "name": "Example Corp (example)",
                     *             "industry": "Software"
                     *           },
                     *           "crm": {
                     *             "provider": "hubspot (example)",
                     *             "companyId": "ex-company-0",
                     *             "contactId": "ex-contact-48"
                     *           },
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "pricing"
                     *           }
                     *         }
                     *       ],
                     *       "openQuestions": [
                     *         {
                     *           "followUpId": "0193a6f0-7c00-7000-8000-00000000000b",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-000000000008",
                     *           "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *           "reason": "needs a person",
                     *           "askedAt": "2026-11-20T04:30:00.000Z",
                     *           "redacted": false
                     *         },
                     *         {
                     *           "followUpId": "0193a6f0-7c00-7000-8000-00000000000c",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "conversationId": null,
                     *           "question": "Do you offer a discount for nonprofits? (example question)",
                     *           "reason": "not in the knowledge base",
                     *           "askedAt": "2026-11-19T09:30:00.000Z",
                     *           "redacted": false
                     *         },
                     *         {
                     *           "followUpId": "0193a6f0-7c00-7000-8000-00000000001e",
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000018",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-00000000001f",
                     *           "question": "Do you support SCIM provisioning as well? (example question)",
                     *           "reason": "not in the knowledge base",
                     *           "askedAt": "2026-10-27T09:30:00.000Z",
                     *           "redacted": false
                     *         }
                     *       ],
                     *       "redaction": null
                     *     }
                     */
                    "application/json": components["schemas"]["AccountBrief"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSegments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000003d",
                     *           "name": "Ready this quarter (example)",
                     *           "description": "Qualified with a timeline this quarter, seen in the last 30 days.",
                     *           "filter": {
                     *             "lastSeenWithinDays": 30,
                     *             "qualified": {
                     *               "timeline": "this quarter"
                     *             }
                     *           },
                     *           "memberCount": 8,
                     *           "evaluatedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000003e",
                     *           "name": "Hot and identified (example)",
                     *           "description": "Intent 60+ with an email or CRM contact.",
                     *           "filter": {
                     *             "identified": true,
                     *             "minIntent": 60
                     *           },
                     *           "memberCount": 13,
                     *           "evaluatedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000003f",
                     *           "name": "Security reviewers (example)",
                     *           "description": "Asked about SOC 2, HIPAA or SSO.",
                     *           "filter": {
                     *             "asked": "SOC OR HIPAA OR SSO"
                     *           },
                     *           "memberCount": 5,
                     *           "evaluatedAt": "2026-11-20T09:30:00.000Z",
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Segment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSegment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Hot identified visitors",
                 *       "description": "Intent 60 or more, with an email or CRM contact.",
                 *       "filter": {
                 *         "minIntent": 60,
                 *         "identified": true
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    filter: components["schemas"]["SegmentFilter"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000042",
                     *       "name": "Hot identified visitors",
                     *       "description": "Intent 60 or more, with an email or CRM contact.",
                     *       "filter": {
                     *         "identified": true,
                     *         "minIntent": 60
                     *       },
                     *       "memberCount": 0,
                     *       "evaluatedAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Segment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewSegment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "minIntent": 60,
                 *       "identified": true
                 *     }
                 */
                "application/json": components["schemas"]["SegmentFilter"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "filter": {
                     *         "identified": true,
                     *         "minIntent": 60
                     *       },
                     *       "count": 15,
                     *       "sampleVisitorIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000006",
                     *         "0193a6f0-7c00-7000-8000-000000000007",
                     *         "0193a6f0-7c00-7000-8000-000000000025",
                     *         "0193a6f0-7c00-7000-8000-000000000040",
                     *         "0193a6f0-7c00-7000-8000-00000000000d",
                     *         "0193a6f0-7c00-7000-8000-00000000000f",
                     *         "0193a6f0-7c00-7000-8000-00000000000e",
                     *         "0193a6f0-7c00-7000-8000-000000000041",
                     *         "0193a6f0-7c00-7000-8000-000000000010",
                     *         "0193a6f0-7c00-7000-8000-000000000012"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SegmentPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000042",
                     *       "name": "Hot identified visitors",
                     *       "description": "Intent 60 or more, with an email or CRM contact.",
                     *       "filter": {
                     *         "identified": true,
                     *         "minIntent": 60
                     *       },
                     *       "memberCount": 0,
                     *       "evaluatedAt": null,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Segment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSegment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSegment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Very hot identified visitors",
                 *       "filter": {
                 *         "minIntent": 80,
                 *         "identified": true
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    filter?: components["schemas"]["SegmentFilter"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000042",
                     *       "name": "Very hot identified visitors",
                     *       "description": "Intent 60 or more, with an email or CRM contact.",
                     *       "filter": {
                     *         "identified": true,
                     *         "minIntent": 80
                     *       },
                     *       "memberCount": 15,
                     *       "evaluatedAt": "2026-11-20T09:30:00.000Z",
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Segment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    evaluateSegment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "segmentId": "0193a6f0-7c00-7000-8000-000000000042",
                     *       "entered": 15,
                     *       "left": 0,
                     *       "total": 15,
                     *       "evaluatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EvaluationReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSegmentMembers: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000007",
                     *           "email": "cora.contoso@example.com",
                     *           "displayName": "Cora Contoso (example)",
                     *           "account": {
                     *             "name": "Contoso (example)",
                     *             "domain": "contoso.example.org",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "intentScore": 73,
                     *           "enteredAt": "2026-11-20T09:30:00.000Z",
                     *           "leftAt": null,
                     *           "changedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000025",
                     *           "email": "nora.northwind@example.com",
                     *           "displayName": "Nora North (example)",
                     *           "account": {
                     *             "name": "Northwind Traders (example)",
                     *             "domain": "northwind.example.com",
                     *             "industry": "Wholesale"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "intentScore": 91,
                     *           "enteredAt": "2026-11-20T09:30:00.000Z",
                     *           "leftAt": null,
                     *           "changedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "ObAskfARHULcvZAguxxfXNVmo8Q2rA7zObAskfARHULcvZAg.lCyfvdQmT7_sJz3ZfdjQtUI60_DJSf34lCyfvdQmT7_"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["SegmentMember"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSegmentChanges: {
        parameters: {
            query?: {
                /** @description the nextSince of the previous call */
                since?: string;
                /**
                 * @description 1 to 200
                 * @example 3
                 */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000042
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "email": "ada@example.com",
                     *           "displayName": "Ada Example",
                     *           "account": {
                     *             "name": "Example Corp (example)",
                     *             "domain": "example.com",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "intentScore": 82,
                     *           "enteredAt": "2026-11-20T09:30:00.000Z",
                     *           "leftAt": null,
                     *           "changedAt": "2026-11-20T09:30:00.000Z",
                     *           "change": "entered"
                     *         },
                     *         {
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000040",
                     *           "email": "ben.sample@example.org",
                     *           "displayName": "Ben Sample",
                     *           "account": {
                     *             "name": "Example",
                     *             "domain": "example.org",
                     *             "industry": null
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "intentScore": 64,
                     *           "enteredAt": "2026-11-20T09:30:00.000Z",
                     *           "leftAt": null,
                     *           "changedAt": "2026-11-20T09:30:00.000Z",
                     *           "change": "entered"
                     *         },
                     *         {
                     *           "visitorId": "0193a6f0-7c00-7000-8000-00000000000d",
                     *           "email": "drew.sample3@example.com",
                     *           "displayName": "Drew Sample",
                     *           "account": {
                     *             "name": "Example Corp (example)",
                     *             "domain": "example.com",
                     *             "industry": "Software"
                     *           },
                     *           "crm": null,
                     *           "labels": {
                     *             "stage": "researching",
                     *             "example": true,
                     *             "interest": "tours"
                     *           },
                     *           "intentScore": 94,
                     *           "enteredAt": "2026-11-20T09:30:00.000Z",
                     *           "leftAt": null,
                     *           "changedAt": "2026-11-20T09:30:00.000Z",
                     *           "change": "entered"
                     *         }
                     *       ],
                     *       "nextSince": "2026-11-20T09:30:00.000002Z"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["SegmentChange"][];
                        /**
                         * Format: date-time
                         * @description pass as `since` to continue; the position of the last item (microsecond precision, so no change is skipped or repeated). Echoes `since` when the page is empty; null when there is neither.
                         */
                        nextSince: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDigest: {
        parameters: {
            query?: {
                /**
                 * @description first day (YYYY-MM-DD, UTC, inclusive); default six days before `to`
                 * @example 2026-11-14
                 */
                from?: string;
                /**
                 * @description last day (YYYY-MM-DD, UTC, inclusive); default today
                 * @example 2026-11-20
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "range": {
                     *         "from": "2026-11-14",
                     *         "to": "2026-11-20"
                     *       },
                     *       "comparedWith": {
                     *         "from": "2026-11-07",
                     *         "to": "2026-11-13"
                     *       },
                     *       "days": 7,
                     *       "totals": {
                     *         "visitors": 18,
                     *         "conversations": 4,
                     *         "meetings": 0,
                     *         "formsSubmitted": 1,
                     *         "escalated": 8,
                     *         "tourPlays": 13,
                     *         "tourCompletions": 3
                     *       },
                     *       "previousTotals": {
                     *         "visitors": 25,
                     *         "conversations": 6,
                     *         "meetings": 0,
                     *         "formsSubmitted": 0,
                     *         "escalated": 0,
                     *         "tourPlays": 15,
                     *         "tourCompletions": 7
                     *       },
                     *       "metrics": [
                     *         {
                     *           "metric": "escalated",
                     *           "current": 8,
                     *           "previous": 0,
                     *           "change": 8,
                     *           "changePct": null
                     *         },
                     *         {
                     *           "metric": "visitors",
                     *           "current": 18,
                     *           "previous": 25,
                     *           "change": -7,
                     *           "changePct": -28
                     *         },
                     *         {
                     *           "metric": "tourCompletions",
                     *           "current": 3,
                     *           "previous": 7,
                     *           "change": -4,
                     *           "changePct": -57.1
                     *         },
                     *         {
                     *           "metric": "conversations",
                     *           "current": 4,
                     *           "previous": 6,
                     *           "change": -2,
                     *           "changePct": -33.3
                     *         },
                     *         {
                     *           "metric": "tourPlays",
                     *           "current": 13,
                     *           "previous": 15,
                     *           "change": -2,
                     *           "changePct": -13.3
                     *         },
                     *         {
                     *           "metric": "formsSubmitted",
                     *           "current": 1,
                     *           "previous": 0,
                     *           "change": 1,
                     *           "changePct": null
                     *         },
                     *         {
                     *           "metric": "meetings",
                     *           "current": 0,
                     *           "previous": 0,
                     *           "change": 0,
                     *           "changePct": null
                     *         }
                     *       ],
                     *       "missingDays": [
                     *         "2026-11-17",
                     *         "2026-11-19",
                     *         "2026-11-20"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Digest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listKnowledgeGaps: {
        parameters: {
            query?: {
                /**
                 * @description first day (YYYY-MM-DD, UTC, inclusive) of when the questions were asked; default 29 days before `to`
                 * @example 2026-11-14
                 */
                from?: string;
                /**
                 * @description last day (YYYY-MM-DD, UTC, inclusive); default today; at most 366 days after `from`
                 * @example 2026-11-20
                 */
                to?: string;
                /** @description default open; any for every status */
                status?: "open" | "answered" | "dismissed" | "any";
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000043",
                     *           "question": "Do you offer a discount for nonprofits? (example question)",
                     *           "normalized": "do you offer a discount for nonprofits example question",
                     *           "reason": "not in the knowledge base",
                     *           "status": "open",
                     *           "answered": false,
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "conversationId": null,
                     *           "askedAt": "2026-11-19T09:30:00.000Z",
                     *           "answeredAt": null,
                     *           "redacted": false
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000044",
                     *           "question": "Are you HIPAA compliant, and will you sign a BAA? (example)",
                     *           "normalized": "are you hipaa compliant and will you sign a baa example",
                     *           "reason": "needs a person",
                     *           "status": "open",
                     *           "answered": false,
                     *           "visitorId": "0193a6f0-7c00-7000-8000-000000000045",
                     *           "conversationId": "0193a6f0-7c00-7000-8000-000000000046",
                     *           "askedAt": "2026-11-19T08:30:00.000Z",
                     *           "answeredAt": null,
                     *           "redacted": false
                     *         }
                     *       ],
                     *       "redaction": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["KnowledgeGap"][];
                        redaction: components["schemas"]["Redaction"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSalesReadyAccounts: {
        parameters: {
            query?: {
                /** @description visitors seen in the last N days (1 to 366; default 30) */
                withinDays?: number;
                /** @description lowest top intent score (0 to 100; default 40) */
                minIntent?: number;
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "domain": "example.com",
                     *           "name": "Example Corp (example)",
                     *           "industry": "Software",
                     *           "visitorCount": 18,
                     *           "identifiedCount": 18,
                     *           "topIntent": 94,
                     *           "lastSeenAt": "2026-11-20T09:30:00.000Z",
                     *           "lifecycleStage": null,
                     *           "ownerEmail": null,
                     *           "hasOpenDeal": false,
                     *           "visitorIds": [
                     *             "0193a6f0-7c00-7000-8000-00000000000d",
                     *             "0193a6f0-7c00-7000-8000-00000000000e",
                     *             "0193a6f0-7c00-7000-8000-000000000006",
                     *             "0193a6f0-7c00-7000-8000-00000000000f",
                     *             "0193a6f0-7c00-7000-8000-000000000010",
                     *             "0193a6f0-7c00-7000-8000-000000000011",
                     *             "0193a6f0-7c00-7000-8000-000000000012",
                     *             "0193a6f0-7c00-7000-8000-000000000013",
                     *             "0193a6f0-7c00-7000-8000-000000000014",
                     *             "0193a6f0-7c00-7000-8000-000000000015"
                     *           ]
                     *         },
                     *         {
                     *           "domain": "northwind.example.com",
                     *           "name": "Northwind Traders (example)",
                     *           "industry": "Wholesale",
                     *           "visitorCount": 3,
                     *           "identifiedCount": 2,
                     *           "topIntent": 91,
                     *           "lastSeenAt": "2026-11-20T04:30:00.000Z",
                     *           "lifecycleStage": "opportunity",
                     *           "ownerEmail": "owner@example.com",
                     *           "hasOpenDeal": true,
                     *           "visitorIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000025",
                     *             "0193a6f0-7c00-7000-8000-000000000023",
                     *             "0193a6f0-7c00-7000-8000-000000000047"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["SalesReadyAccount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTourInsights: {
        parameters: {
            query?: {
                /**
                 * @description first day (YYYY-MM-DD, UTC, inclusive) of the range; default 29 days before `to`
                 * @example 2026-11-18
                 */
                from?: string;
                /**
                 * @description last day (YYYY-MM-DD, UTC, inclusive); default today; at most 366 days after `from`
                 * @example 2026-11-20
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "range": {
                     *         "from": "2026-11-18",
                     *         "to": "2026-11-20"
                     *       },
                     *       "tours": [
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "name": "Product overview (example tour)",
                     *           "publicId": "tr_be5icdyas2",
                     *           "plays": 3,
                     *           "engaged": 2,
                     *           "completions": 0,
                     *           "ctaClicks": 0,
                     *           "identified": 1,
                     *           "totalSecs": 121,
                     *           "days": 2
                     *         },
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "name": "Setup walkthrough (example video tour)",
                     *           "publicId": "tr_9sgm962zx9",
                     *           "plays": 3,
                     *           "engaged": 3,
                     *           "completions": 1,
                     *           "ctaClicks": 0,
                     *           "identified": 1,
                     *           "totalSecs": 129,
                     *           "days": 2
                     *         }
                     *       ],
                     *       "daily": [
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "day": "2026-11-18",
                     *           "plays": 1,
                     *           "engaged": 1,
                     *           "completions": 0,
                     *           "ctaClicks": 0,
                     *           "identified": 1,
                     *           "totalSecs": 34
                     *         },
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "day": "2026-11-19",
                     *           "plays": 2,
                     *           "engaged": 1,
                     *           "completions": 0,
                     *           "ctaClicks": 0,
                     *           "identified": 1,
                     *           "totalSecs": 99
                     *         },
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "day": "2026-11-20",
                     *           "plays": 1,
                     *           "engaged": 1,
                     *           "completions": 0,
                     *           "ctaClicks": 0,
                     *           "identified": 0,
                     *           "totalSecs": 22
                     *         },
                     *         {
                     *           "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                     *           "day": "2026-11-20",
                     *           "plays": 2,
                     *           "engaged": 2,
                     *           "completions": 1,
                     *           "ctaClicks": 0,
                     *           "identified": 0,
                     *           "totalSecs": 95
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TourInsights"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPulseInsights: {
        parameters: {
            query?: {
                /**
                 * @description first day (YYYY-MM-DD, UTC, inclusive) of the range; default 29 days before `to`
                 * @example 2026-11-18
                 */
                from?: string;
                /**
                 * @description last day (YYYY-MM-DD, UTC, inclusive); default today; at most 366 days after `from`
                 * @example 2026-11-20
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "range": {
                     *         "from": "2026-11-18",
                     *         "to": "2026-11-20"
                     *       },
                     *       "totals": {
                     *         "visitors": 7,
                     *         "conversedVisitors": 1,
                     *         "meetingVisitors": 0,
                     *         "sessions": 2,
                     *         "conversations": 1,
                     *         "meetings": 0,
                     *         "formSubmitted": 0,
                     *         "outcomes": 0,
                     *         "tourPlays": 6,
                     *         "tourCompletions": 1
                     *       },
                     *       "daily": [
                     *         {
                     *           "day": "2026-11-18",
                     *           "visitors": 2,
                     *           "conversedVisitors": 1,
                     *           "meetingVisitors": 0,
                     *           "sessions": 1,
                     *           "conversations": 1,
                     *           "meetings": 0,
                     *           "formSubmitted": 0,
                     *           "outcomes": 0,
                     *           "tourPlays": 1,
                     *           "tourCompletions": 0
                     *         },
                     *         {
                     *           "day": "2026-11-19",
                     *           "visitors": 3,
                     *           "conversedVisitors": 0,
                     *           "meetingVisitors": 0,
                     *           "sessions": 1,
                     *           "conversations": 0,
                     *           "meetings": 0,
                     *           "formSubmitted": 0,
                     *           "outcomes": 0,
                     *           "tourPlays": 2,
                     *           "tourCompletions": 0
                     *         },
                     *         {
                     *           "day": "2026-11-20",
                     *           "visitors": 2,
                     *           "conversedVisitors": 0,
                     *           "meetingVisitors": 0,
                     *           "sessions": 0,
                     *           "conversations": 0,
                     *           "meetings": 0,
                     *           "formSubmitted": 0,
                     *           "outcomes": 0,
                     *           "tourPlays": 3,
                     *           "tourCompletions": 1
                     *         }
                     *       ],
                     *       "sources": [
                     *         {
                     *           "source": "google.com",
                     *           "sessions": 1,
                     *           "conversations": 1,
                     *           "meetings": 0,
                     *           "outcomes": 0
                     *         },
                     *         {
                     *           "source": "newsletter",
                     *           "sessions": 1,
                     *           "conversations": 0,
                     *           "meetings": 0,
                     *           "outcomes": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PulseInsights"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listErasures: {
        parameters: {
            query?: {
                /**
                 * @description 1 to 200
                 * @example 2
                 */
                limit?: number;
                /** @description the nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000056",
                     *           "visitorIds": [
                     *             "0193a6f0-7c00-7000-8000-000000000007"
                     *           ],
                     *           "status": "pending",
                     *           "requestedAt": "2026-11-20T09:30:00.000Z",
                     *           "completedAt": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Erasure"][];
                        /** @description opaque; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createErasure: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "visitorId": "0193a6f0-7c00-7000-8000-000000000007"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description erase this visitor
                     */
                    visitorId?: string;
                    /** @description erase every visitor of this data set with this email (case-insensitive) */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000056",
                     *       "visitorIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000007"
                     *       ],
                     *       "status": "pending",
                     *       "requestedAt": "2026-11-20T09:30:00.000Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Erasure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000056
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000056",
                     *       "visitorIds": [
                     *         "0193a6f0-7c00-7000-8000-000000000007"
                     *       ],
                     *       "status": "completed",
                     *       "requestedAt": "2026-11-20T09:30:00.000Z",
                     *       "completedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Erasure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000006
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "visitor": {
                     *         "id": "0193a6f0-7c00-7000-8000-000000000006",
                     *         "crm": null,
                     *         "email": "ada@example.com",
                     *         "labels": {
                     *           "example": true
                     *         },
                     *         "status": "hot",
                     *         "answers": {
                     *           "timeline": "this quarter",
                     *           "team_size": "50-200"
                     *         },
                     *         "erased_at": null,
                     *         "created_at": "2026-10-11T09:30:00+00:00",
                     *         "visit_count": 1,
                     *         "display_name": "Ada Example",
                     *         "intent_score": 82,
                     *         "last_seen_at": "2026-11-20T09:30:00+00:00",
                     *         "first_seen_at": "2026-10-11T09:30:00+00:00",
                     *         "account_domain": "example.com"
                     *       },
                     *       "account": {
                     *         "crm": null,
                     *         "name": "Example Corp (example)",
                     *         "domain": "example.com",
                     *         "industry": "Software",
                     *         "created_at": "2026-11-20T09:30:00+00:00",
                     *         "updated_at": "2026-11-20T09:30:00+00:00",
                     *         "enriched_at": "2026-11-20T09:30:00+00:00"
                     *       },
                     *       "visits": [],
                     *       "pageViews": [],
                     *       "conversations": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000008",
                     *           "utm": {},
                     *           "state": {},
                     *           "source": "linkedin.com",
                     *           "channel": "chat",
                     *           "summary": "Asked about Team plan pricing. (example)",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "ended_at": "2026-10-22T04:32:20.109+00:00",
                     *           "messages": [
                     *             {
                     *               "id": "0193a6f0-7c00-7000-8000-00000000004d",
                     *               "seq": 1,
                     *               "role": "user",
                     *               "parts": null,
                     *               "content": "How much is the team plan? (example)",
                     *               "client_id": null,
                     *               "created_at": "2026-10-22T04:30:42.384+00:00",
                     *               "author_kind": "visitor"
                     *             },
                     *             {
                     *               "id": "0193a6f0-7c00-7000-8000-00000000004e",
                     *               "seq": 2,
                     *               "role": "assistant",
                     *               "parts": null,
                     *               "content": "The Team plan is listed on the pricing page at 49 per seat per month, billed yearly.",
                     *               "client_id": null,
                     *               "created_at": "2026-10-22T04:31:20.109+00:00",
                     *               "author_kind": "agent"
                     *             }
                     *           ],
                     *           "page_url": "https://www.example.com/pricing",
                     *           "referrer": "https://www.linkedin.com/",
                     *           "visit_id": null,
                     *           "erased_at": null,
                     *           "started_at": "2026-10-22T04:30:00+00:00",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "message_count": 2,
                     *           "qualification": {
                     *             "timeline": "this quarter",
                     *             "team_size": "50-200"
                     *           },
                     *           "from_dashboard": false,
                     *           "last_message_at": "2026-10-22T04:31:20.109+00:00"
                     *         }
                     *       ],
                     *       "leads": [],
                     *       "meetings": [],
                     *       "followUps": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000004c",
                     *           "answer": "Data is stored in the EU (Frankfurt) by default. (example answer)",
                     *           "reason": "not in the knowledge base",
                     *           "status": "answered",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "email_to": null,
                     *           "question": "Which regions is data stored in? (example question)",
                     *           "closed_at": "2026-11-20T09:30:00+00:00",
                     *           "created_at": "2026-11-15T09:30:00+00:00",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": "2026-11-20T09:30:00+00:00",
                     *           "email_error": null,
                     *           "delivered_at": null,
                     *           "email_status": null,
                     *           "email_attempts": 0,
                     *           "conversation_id": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000c",
                     *           "answer": null,
                     *           "reason": "not in the knowledge base",
                     *           "status": "open",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "email_to": null,
                     *           "question": "Do you offer a discount for nonprofits? (example question)",
                     *           "closed_at": null,
                     *           "created_at": "2026-11-19T09:30:00+00:00",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": null,
                     *           "email_error": null,
                     *           "delivered_at": null,
                     *           "email_status": null,
                     *           "email_attempts": 0,
                     *           "conversation_id": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *           "answer": "Yes: single sign-on with SAML and OIDC comes with every plan. (example)",
                     *           "reason": "needs a person",
                     *           "status": "answered",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "email_to": null,
                     *           "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *           "closed_at": "2026-11-20T09:30:00+00:00",
                     *           "created_at": "2026-11-20T04:30:00+00:00",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": "2026-11-20T09:30:00+00:00",
                     *           "email_error": null,
                     *           "delivered_at": null,
                     *           "email_status": null,
                     *           "email_attempts": 0,
                     *           "conversation_id": "0193a6f0-7c00-7000-8000-000000000008"
                     *         }
                     *       ],
                     *       "knowledgeGaps": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000004f",
                     *           "reason": "not in the knowledge base",
                     *           "status": "answered",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "asked_at": "2026-11-15T09:30:00+00:00",
                     *           "question": "Which regions is data stored in? (example question)",
                     *           "closed_at": "2026-11-20T09:30:00+00:00",
                     *           "normalized": "which regions is data stored in example question",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": "2026-11-20T09:30:00+00:00",
                     *           "follow_up_id": "0193a6f0-7c00-7000-8000-00000000004c",
                     *           "conversation_id": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000043",
                     *           "reason": "not in the knowledge base",
                     *           "status": "open",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "asked_at": "2026-11-19T09:30:00+00:00",
                     *           "question": "Do you offer a discount for nonprofits? (example question)",
                     *           "closed_at": null,
                     *           "normalized": "do you offer a discount for nonprofits example question",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": null,
                     *           "follow_up_id": "0193a6f0-7c00-7000-8000-00000000000c",
                     *           "conversation_id": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000050",
                     *           "reason": "needs a person",
                     *           "status": "answered",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "asked_at": "2026-11-20T04:30:00+00:00",
                     *           "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *           "closed_at": "2026-11-20T09:30:00+00:00",
                     *           "normalized": "do you have a soc 2 type ii report we can review example",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "answered_at": "2026-11-20T09:30:00+00:00",
                     *           "follow_up_id": "0193a6f0-7c00-7000-8000-00000000000b",
                     *           "conversation_id": "0193a6f0-7c00-7000-8000-000000000008"
                     *         }
                     *       ],
                     *       "sittings": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000009",
                     *           "email": "ada@example.com",
                     *           "source": "share",
                     *           "seconds": 46,
                     *           "tour_id": "0193a6f0-7c00-7000-8000-00000000000a",
                     *           "ended_at": "2026-10-30T01:21:12.11+00:00",
                     *           "max_step": 3,
                     *           "completed": false,
                     *           "cta_clicks": 0,
                     *           "started_at": "2026-10-30T01:20:26.11+00:00",
                     *           "step_views": 6,
                     *           "steps_seen": [
                     *             0,
                     *             1,
                     *             2,
                     *             3
                     *           ],
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "is_operator": false,
                     *           "recorded_at": "2026-11-20T09:30:00+00:00"
                     *         }
                     *       ],
                     *       "offerOutcomes": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000051",
                     *           "kind": "shown",
                     *           "source": "newsletter",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "offer_id": "0193a6f0-7c00-7000-8000-00000000003b",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "occurred_at": "2026-11-01T23:47:53.355+00:00",
                     *           "conversation_id": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000052",
                     *           "kind": "shown",
                     *           "source": "google",
                     *           "agent_id": "0193a6f0-7c00-7000-8000-000000000001",
                     *           "offer_id": "0193a6f0-7c00-7000-8000-00000000003b",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "occurred_at": "2026-11-17T15:50:58.971+00:00",
                     *           "conversation_id": null
                     *         }
                     *       ],
                     *       "actionFires": [],
                     *       "segmentMemberships": [
                     *         {
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003e",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "segment_name": "Hot and identified (example)"
                     *         },
                     *         {
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003d",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "segment_name": "Ready this quarter (example)"
                     *         },
                     *         {
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003f",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "segment_name": "Security reviewers (example)"
                     *         }
                     *       ],
                     *       "segmentChanges": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000053",
                     *           "crm": null,
                     *           "email": "ada@example.com",
                     *           "change": "entered",
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "account": {
                     *             "name": "Example Corp (example)",
                     *             "domain": "example.com",
                     *             "industry": "Software"
                     *           },
                     *           "left_at": null,
                     *           "changed_at": "2026-11-20T09:30:00+00:00",
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003e",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "display_name": "Ada Example",
                     *           "intent_score": 82
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000054",
                     *           "crm": null,
                     *           "email": "ada@example.com",
                     *           "change": "entered",
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "account": {
                     *             "name": "Example Corp (example)",
                     *             "domain": "example.com",
                     *             "industry": "Software"
                     *           },
                     *           "left_at": null,
                     *           "changed_at": "2026-11-20T09:30:00+00:00",
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003d",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "display_name": "Ada Example",
                     *           "intent_score": 82
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000055",
                     *           "crm": null,
                     *           "email": "ada@example.com",
                     *           "change": "entered",
                     *           "labels": {
                     *             "example": true
                     *           },
                     *           "account": {
                     *             "name": "Example Corp (example)",
                     *             "domain": "example.com",
                     *             "industry": "Software"
                     *           },
                     *           "left_at": null,
                     *           "changed_at": "2026-11-20T09:30:00+00:00",
                     *           "entered_at": "2026-11-20T09:30:00+00:00",
                     *           "segment_id": "0193a6f0-7c00-7000-8000-00000000003f",
                     *           "visitor_id": "0193a6f0-7c00-7000-8000-000000000006",
                     *           "display_name": "Ada Example",
                     *           "intent_score": 82
                     *         }
                     *       ],
                     *       "events": [
                     *         {
                     *           "id": "99",
                     *           "data": {
                     *             "email": "ada@example.com",
                     *             "source": "share",
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.played",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:26.11+00:00"
                     *         },
                     *         {
                     *           "id": "100",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 0,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:26.11+00:00"
                     *         },
                     *         {
                     *           "id": "101",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 1,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:33.776+00:00"
                     *         },
                     *         {
                     *           "id": "102",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 2,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:41.443+00:00"
                     *         },
                     *         {
                     *           "id": "103",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 3,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:49.11+00:00"
                     *         },
                     *         {
                     *           "id": "104",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 2,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:20:56.776+00:00"
                     *         },
                     *         {
                     *           "id": "105",
                     *           "data": {
                     *             "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                     *             "sittingId": "0193a6f0-7c00-7000-8000-000000000009",
                     *             "stepIndex": 3,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "type": "tour.step_viewed",
                     *           "links": {
                     *             "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-10-30T01:21:04.443+00:00"
                     *         },
                     *         {
                     *           "id": "316",
                     *           "data": {
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "channel": "chat",
                     *             "pageUrl": "https://www.example.com/pricing",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "type": "conversation.started",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "occurredAt": "2026-10-22T04:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "317",
                     *           "data": {
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "messageCount": 2,
                     *             "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "type": "conversation.ended",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "occurredAt": "2026-10-22T04:32:20.109+00:00"
                     *         },
                     *         {
                     *           "id": "379",
                     *           "data": {
                     *             "goal": "meeting_booked",
                     *             "format": "toaster",
                     *             "source": "google",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "offerId": "0193a6f0-7c00-7000-8000-00000000003b",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "conversationId": null
                     *           },
                     *           "type": "offer.shown",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "offer": "/v1/offers/0193a6f0-7c00-7000-8000-00000000003b",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-17T15:50:58.971+00:00"
                     *         },
                     *         {
                     *           "id": "380",
                     *           "data": {
                     *             "goal": "meeting_booked",
                     *             "format": "toaster",
                     *             "source": "newsletter",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "offerId": "0193a6f0-7c00-7000-8000-00000000003b",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "conversationId": null
                     *           },
                     *           "type": "offer.shown",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "offer": "/v1/offers/0193a6f0-7c00-7000-8000-00000000003b",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-01T23:47:53.355+00:00"
                     *         },
                     *         {
                     *           "id": "411",
                     *           "data": {
                     *             "reason": "not in the knowledge base",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "question": "Do you offer a discount for nonprofits? (example question)",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUpId": "0193a6f0-7c00-7000-8000-00000000000c",
                     *             "conversationId": null
                     *           },
                     *           "type": "follow_up.created",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000000c"
                     *           },
                     *           "occurredAt": "2026-11-19T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "414",
                     *           "data": {
                     *             "reason": "not in the knowledge base",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "question": "Which regions is data stored in? (example question)",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUpId": "0193a6f0-7c00-7000-8000-00000000004c",
                     *             "conversationId": null
                     *           },
                     *           "type": "follow_up.created",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000004c"
                     *           },
                     *           "occurredAt": "2026-11-15T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "416",
                     *           "data": {
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "emailed": false,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUpId": "0193a6f0-7c00-7000-8000-00000000004c",
                     *             "conversationId": null
                     *           },
                     *           "type": "follow_up.answered",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000004c"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "417",
                     *           "data": {
                     *             "reason": "needs a person",
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "question": "Do you have a SOC 2 Type II report we can review? (example)",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUpId": "0193a6f0-7c00-7000-8000-00000000000b",
                     *             "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "type": "follow_up.created",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000000b",
                     *             "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "occurredAt": "2026-11-20T04:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "420",
                     *           "data": {
                     *             "crm": null,
                     *             "email": "ada@example.com",
                     *             "labels": {
                     *               "example": true
                     *             },
                     *             "leftAt": null,
                     *             "account": {
                     *               "name": "Example Corp (example)",
                     *               "domain": "example.com",
                     *               "industry": "Software"
                     *             },
                     *             "changedAt": "2026-11-20T09:30:00.000Z",
                     *             "enteredAt": "2026-11-20T09:30:00.000Z",
                     *             "segmentId": "0193a6f0-7c00-7000-8000-00000000003f",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "displayName": "Ada Example",
                     *             "intentScore": 82
                     *           },
                     *           "type": "segment.entered",
                     *           "links": {
                     *             "segment": "/v1/segments/0193a6f0-7c00-7000-8000-00000000003f",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "425",
                     *           "data": {
                     *             "crm": null,
                     *             "email": "ada@example.com",
                     *             "labels": {
                     *               "example": true
                     *             },
                     *             "leftAt": null,
                     *             "account": {
                     *               "name": "Example Corp (example)",
                     *               "domain": "example.com",
                     *               "industry": "Software"
                     *             },
                     *             "changedAt": "2026-11-20T09:30:00.000Z",
                     *             "enteredAt": "2026-11-20T09:30:00.000Z",
                     *             "segmentId": "0193a6f0-7c00-7000-8000-00000000003e",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "displayName": "Ada Example",
                     *             "intentScore": 82
                     *           },
                     *           "type": "segment.entered",
                     *           "links": {
                     *             "segment": "/v1/segments/0193a6f0-7c00-7000-8000-00000000003e",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "438",
                     *           "data": {
                     *             "crm": null,
                     *             "email": "ada@example.com",
                     *             "labels": {
                     *               "example": true
                     *             },
                     *             "leftAt": null,
                     *             "account": {
                     *               "name": "Example Corp (example)",
                     *               "domain": "example.com",
                     *               "industry": "Software"
                     *             },
                     *             "changedAt": "2026-11-20T09:30:00.000Z",
                     *             "enteredAt": "2026-11-20T09:30:00.000Z",
                     *             "segmentId": "0193a6f0-7c00-7000-8000-00000000003d",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "displayName": "Ada Example",
                     *             "intentScore": 82
                     *           },
                     *           "type": "segment.entered",
                     *           "links": {
                     *             "segment": "/v1/segments/0193a6f0-7c00-7000-8000-00000000003d",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "448",
                     *           "data": {
                     *             "email": "ada@example.com",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "displayName": "Ada Example"
                     *           },
                     *           "type": "visitor.identified",
                     *           "links": {
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-20T05:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "464",
                     *           "data": {
                     *             "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                     *             "emailed": false,
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUpId": "0193a6f0-7c00-7000-8000-00000000000b",
                     *             "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "type": "follow_up.answered",
                     *           "links": {
                     *             "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                     *             "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000000b",
                     *             "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         },
                     *         {
                     *           "id": "465",
                     *           "data": {
                     *             "crm": null,
                     *             "email": "ada@example.com",
                     *             "labels": {
                     *               "example": true
                     *             },
                     *             "leftAt": null,
                     *             "account": {
                     *               "name": "Example Corp (example)",
                     *               "domain": "example.com",
                     *               "industry": "Software"
                     *             },
                     *             "changedAt": "2026-11-20T09:30:00.000Z",
                     *             "enteredAt": "2026-11-20T09:30:00.000Z",
                     *             "segmentId": "0193a6f0-7c00-7000-8000-000000000042",
                     *             "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                     *             "displayName": "Ada Example",
                     *             "intentScore": 82
                     *           },
                     *           "type": "segment.entered",
                     *           "links": {
                     *             "segment": "/v1/segments/0193a6f0-7c00-7000-8000-000000000042",
                     *             "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                     *           },
                     *           "occurredAt": "2026-11-20T09:30:00+00:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VisitorExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOAuthGrants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000066",
                     *           "clientId": "https://claude.ai/oauth/mcp-client-metadata.json",
                     *           "clientName": "Claude",
                     *           "operatorId": "0193a6f0-7c00-7000-8000-000000000057",
                     *           "mode": "test",
                     *           "scopes": [
                     *             "follow_ups:read",
                     *             "conversations:read",
                     *             "insights:read"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "lastUsedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description grants in force, newest first (not paged) */
                        items: components["schemas"]["OAuthGrant"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeOAuthGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    /** @description the workspace to sign in to, when the same email is an operator of several (default: the oldest) */
                    workspaceId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193a6f0-7c00-7000-8000-000000000057",
                     *         "email": "ada@example.com",
                     *         "name": "Ada Lovelace",
                     *         "role": "owner",
                     *         "transcripts": true,
                     *         "workspaceId": "ws_QzewhkZxbiW3H7uawpBE"
                     *       },
                     *       "csrfToken": "V-hBsigjAF4B3nzcWDW-Hy1DeHuDnHuUV-hBsigjAF4",
                     *       "expiresAt": "2026-11-20T21:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLinkSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "OCwjuHipuy1Tps0x9IOttwrvin-IlZqVOCwjuHipuy1"
                 *     }
                 */
                "application/json": {
                    /** @description the token of a one-time sign-in link (`/app/sign-in#token=…`) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193a6f0-7c00-7000-8000-000000000058",
                     *         "email": "grace@example.com",
                     *         "name": null,
                     *         "role": "member",
                     *         "transcripts": false,
                     *         "workspaceId": "ws_QzewhkZxbiW3H7uawpBE"
                     *       },
                     *       "csrfToken": "Th9KM8UgHepXsT5cy29t3aDz_wKUxXvlTh9KM8UgHep",
                     *       "expiresAt": "2026-11-20T21:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operator": {
                     *         "id": "0193a6f0-7c00-7000-8000-000000000057",
                     *         "email": "ada@example.com",
                     *         "name": "Ada Lovelace",
                     *         "role": "owner",
                     *         "transcripts": true,
                     *         "workspaceId": "ws_QzewhkZxbiW3H7uawpBE"
                     *       },
                     *       "csrfToken": "Cmg9SdNzoqUsYHGeuNvT7Ao9tJKIEsY1Cmg9SdNzoqU",
                     *       "expiresAt": "2026-11-20T21:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCurrentSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "a new and longer passphrase",
                 *       "currentPassword": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    password: string;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000057",
                     *           "workspaceId": "ws_QzewhkZxbiW3H7uawpBE",
                     *           "email": "ada@example.com",
                     *           "name": "Ada Lovelace",
                     *           "role": "owner",
                     *           "transcripts": true,
                     *           "hasPassword": true,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000058",
                     *           "workspaceId": "ws_QzewhkZxbiW3H7uawpBE",
                     *           "email": "grace@example.com",
                     *           "name": null,
                     *           "role": "member",
                     *           "transcripts": false,
                     *           "hasPassword": false,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "updatedAt": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Operator"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "katherine@example.com",
                 *       "name": "Katherine Johnson",
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    email: string;
                    name?: string | null;
                    /**
                     * @description default member
                     * @enum {string}
                     */
                    role?: "owner" | "admin" | "member";
                    /** @description default false */
                    transcripts?: boolean;
                    /** @description at least 12 characters; without it the answer carries a one-time `signInUrl` */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000059",
                     *       "workspaceId": "ws_QzewhkZxbiW3H7uawpBE",
                     *       "email": "katherine@example.com",
                     *       "name": "Katherine Johnson",
                     *       "role": "admin",
                     *       "transcripts": false,
                     *       "hasPassword": false,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z",
                     *       "signInUrl": "https://concierge.example.com/app/sign-in#token=o0CngBQMWNjaOYwzqxEcb8kpiNcRxQ0po0CngBQMWNj",
                     *       "signInUrlExpiresAt": "2026-11-21T09:30:00.000Z",
                     *       "emailed": false
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedOperator"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000059
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-000000000059
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transcripts": true
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    /**
                     * @description `owner` and `admin` manage keys, webhooks, operators and agent settings (only an owner makes, changes or removes an owner); `member` does everything else
                     * @enum {string}
                     */
                    role?: "owner" | "admin" | "member";
                    /** @description may read conversations and visitor questions verbatim (the conversations:transcripts scope) */
                    transcripts?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-000000000059",
                     *       "workspaceId": "ws_QzewhkZxbiW3H7uawpBE",
                     *       "email": "katherine@example.com",
                     *       "name": "Katherine Johnson",
                     *       "role": "admin",
                     *       "transcripts": true,
                     *       "hasPassword": false,
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "updatedAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Operator"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005b",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_twrw…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005c",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_umzv…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "conversations:transcripts",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "privacy:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005d",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_0OH9…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "privacy:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005e",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_xUj5…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "privacy:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005f",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_qyrg…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "privacy:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000060",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_rurl…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "operators:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000061",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_O09E…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "operators:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000062",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_RW7F…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "operators:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000063",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_SFH0…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "operators:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000064",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_YGBM…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "keys:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-00000000005a",
                     *           "name": "Reporting",
                     *           "mode": "test",
                     *           "prefix": "svc_test_5o6p…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "conversations:read"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": null
                     *         },
                     *         {
                     *           "id": "0193a6f0-7c00-7000-8000-000000000065",
                     *           "name": "examples",
                     *           "mode": "test",
                     *           "prefix": "svc_test_ycdH…",
                     *           "scopes": [
                     *             "insights:read",
                     *             "tours:read",
                     *             "tours:write",
                     *             "hubs:read",
                     *             "agents:read",
                     *             "agents:write",
                     *             "visitors:read",
                     *             "conversations:read",
                     *             "leads:read",
                     *             "leads:write",
                     *             "follow_ups:read",
                     *             "follow_ups:write",
                     *             "sittings:read",
                     *             "knowledge:read",
                     *             "knowledge:write",
                     *             "knowledge:query",
                     *             "segments:read",
                     *             "segments:write",
                     *             "offers:read",
                     *             "offers:write",
                     *             "meetings:read",
                     *             "webhooks:manage",
                     *             "keys:manage"
                     *           ],
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "revokedAt": null,
                     *           "lastUsedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["ApiKey"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Reporting",
                 *       "scopes": [
                 *         "insights:read",
                 *         "conversations:read"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    /** @description the scopes to grant; default (absent or empty): every read scope. Named-only scopes (`conversations:transcripts`, `privacy:manage`, `keys:manage`, `operators:manage`) are granted only when listed. A caller cannot grant a scope it does not hold itself. */
                    scopes?: ("insights:read" | "tours:read" | "tours:write" | "hubs:read" | "agents:read" | "agents:write" | "visitors:read" | "conversations:read" | "conversations:transcripts" | "leads:read" | "leads:write" | "follow_ups:read" | "follow_ups:write" | "sittings:read" | "knowledge:read" | "knowledge:write" | "knowledge:query" | "segments:read" | "segments:write" | "offers:read" | "offers:write" | "meetings:read" | "webhooks:manage" | "privacy:manage" | "keys:manage" | "operators:manage")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000005a",
                     *       "name": "Reporting",
                     *       "mode": "test",
                     *       "prefix": "svc_test_5o6p…",
                     *       "scopes": [
                     *         "insights:read",
                     *         "conversations:read"
                     *       ],
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "revokedAt": null,
                     *       "lastUsedAt": null,
                     *       "key": "svc_test_5o6p5s9QBceXweJTI3tWKX1zabTQpMpG47Lm5s9Q"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description UUID
                 * @example 0193a6f0-7c00-7000-8000-00000000005a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a6f0-7c00-7000-8000-00000000005a",
                     *       "name": "Reporting",
                     *       "mode": "test",
                     *       "prefix": "svc_test_5o6p…",
                     *       "scopes": [
                     *         "insights:read",
                     *         "conversations:read"
                     *       ],
                     *       "createdAt": "2026-11-20T09:30:00.000Z",
                     *       "revokedAt": "2026-11-20T09:30:00.000Z",
                     *       "lastUsedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mode": "test",
                     *       "livemode": false,
                     *       "workspaceId": "sbx_QzewhkZxbiW3H7uawpBE",
                     *       "fixtures": {
                     *         "hubs": 1,
                     *         "leads": 2,
                     *         "tours": 3,
                     *         "agents": 1,
                     *         "offers": 3,
                     *         "skills": 1,
                     *         "actions": 2,
                     *         "accounts": 3,
                     *         "meetings": 1,
                     *         "segments": 3,
                     *         "sittings": 63,
                     *         "visitors": 55,
                     *         "followUps": 9,
                     *         "insightDays": 35,
                     *         "accountLinks": 20,
                     *         "insightLeads": 1,
                     *         "conversations": 22,
                     *         "exampleEvents": 4,
                     *         "knowledgeGaps": 5,
                     *         "knowledgeBases": 2,
                     *         "insightSessions": 12,
                     *         "insightVisitors": 6,
                     *         "knowledgeSources": 4
                     *       },
                     *       "seededAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Sandbox"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Resource": components["headers"]["X-RateLimit-Resource"];
                    "X-Service-Mode": components["headers"]["X-Service-Mode"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mode": "test",
                     *       "livemode": false,
                     *       "workspaceId": "sbx_QzewhkZxbiW3H7uawpBE",
                     *       "fixtures": {
                     *         "hubs": 1,
                     *         "leads": 2,
                     *         "tours": 3,
                     *         "agents": 1,
                     *         "offers": 3,
                     *         "skills": 1,
                     *         "actions": 2,
                     *         "accounts": 3,
                     *         "meetings": 1,
                     *         "segments": 3,
                     *         "sittings": 63,
                     *         "visitors": 55,
                     *         "followUps": 9,
                     *         "insightDays": 35,
                     *         "accountLinks": 20,
                     *         "insightLeads": 1,
                     *         "conversations": 22,
                     *         "exampleEvents": 4,
                     *         "knowledgeGaps": 5,
                     *         "knowledgeBases": 2,
                     *         "insightSessions": 12,
                     *         "insightVisitors": 6,
                     *         "knowledgeSources": 4
                     *       },
                     *       "seededAt": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Sandbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deliverConversationStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "conversation.started";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "316",
                 *       "livemode": false,
                 *       "type": "conversation.started",
                 *       "occurredAt": "2026-10-22T04:30:00.000Z",
                 *       "data": {
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "channel": "chat",
                 *         "pageUrl": "https://www.example.com/pricing",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                 *         "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                 *         "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "conversation.started";
                    data?: components["schemas"]["ConversationStartedData"];
                    links?: components["schemas"]["ConversationStartedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverConversationEngaged: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "conversation.engaged";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "319",
                 *       "livemode": false,
                 *       "type": "conversation.engaged",
                 *       "occurredAt": "2026-10-23T06:32:25.510Z",
                 *       "data": {
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000040",
                 *         "conversationId": "0193a6f0-7c00-7000-8000-00000000007d"
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000040",
                 *         "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-00000000007d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "conversation.engaged";
                    data?: components["schemas"]["ConversationEngagedData"];
                    links?: components["schemas"]["ConversationEngagedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverConversationEnded: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "conversation.ended";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "317",
                 *       "livemode": false,
                 *       "type": "conversation.ended",
                 *       "occurredAt": "2026-10-22T04:32:20.109Z",
                 *       "data": {
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                 *         "messageCount": 2,
                 *         "conversationId": "0193a6f0-7c00-7000-8000-000000000008"
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                 *         "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-000000000008"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "conversation.ended";
                    data?: components["schemas"]["ConversationEndedData"];
                    links?: components["schemas"]["ConversationEndedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverVisitorIdentified: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "visitor.identified";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "446",
                 *       "livemode": false,
                 *       "type": "visitor.identified",
                 *       "occurredAt": "2026-11-20T03:30:00.000Z",
                 *       "data": {
                 *         "email": "drew.sample3@example.com",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-00000000000d",
                 *         "displayName": "Drew Sample"
                 *       },
                 *       "links": {
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "visitor.identified";
                    data?: components["schemas"]["VisitorIdentifiedData"];
                    links?: components["schemas"]["VisitorIdentifiedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverLeadIdentified: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "lead.identified";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "363",
                 *       "livemode": false,
                 *       "type": "lead.identified",
                 *       "occurredAt": "2026-10-23T09:30:00.000Z",
                 *       "data": {
                 *         "name": "Ben Sample",
                 *         "email": "ben.sample@example.org",
                 *         "leadId": "0193a6f0-7c00-7000-8000-00000000007e",
                 *         "source": "form_capture",
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "company": "Example Corp (example)",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000040",
                 *         "conversationId": "0193a6f0-7c00-7000-8000-00000000007d"
                 *       },
                 *       "links": {
                 *         "lead": "/v1/leads/0193a6f0-7c00-7000-8000-00000000007e",
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000040",
                 *         "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-00000000007d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "lead.identified";
                    data?: components["schemas"]["LeadIdentifiedData"];
                    links?: components["schemas"]["LeadIdentifiedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverIntentHot: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "intent.hot";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "449",
                 *       "livemode": false,
                 *       "type": "intent.hot",
                 *       "occurredAt": "2026-11-20T07:30:00.000Z",
                 *       "data": {
                 *         "visitorId": "0193a6f0-7c00-7000-8000-00000000000d",
                 *         "intentScore": 94
                 *       },
                 *       "links": {
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "intent.hot";
                    data?: components["schemas"]["IntentHotData"];
                    links?: components["schemas"]["IntentHotLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverMeetingBooked: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "meeting.booked";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "365",
                 *       "livemode": false,
                 *       "type": "meeting.booked",
                 *       "occurredAt": "2026-10-24T09:40:00.000Z",
                 *       "data": {
                 *         "startAt": "2026-11-23T09:30:00.000Z",
                 *         "attendee": {
                 *           "name": "Chloe Demo-Visitor",
                 *           "email": "sam@example.com"
                 *         },
                 *         "meetingId": "0193a6f0-7c00-7000-8000-000000000028",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000027"
                 *       },
                 *       "links": {
                 *         "meeting": "/v1/meetings/0193a6f0-7c00-7000-8000-000000000028",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000027"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "meeting.booked";
                    data?: components["schemas"]["MeetingBookedData"];
                    links?: components["schemas"]["MeetingBookedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverFormSubmitted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "form.submitted";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "form.submitted";
                    data?: components["schemas"]["FormSubmittedData"];
                    links?: components["schemas"]["FormSubmittedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverSegmentEntered: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "segment.entered";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "420",
                 *       "livemode": false,
                 *       "type": "segment.entered",
                 *       "occurredAt": "2026-11-20T09:30:00.000Z",
                 *       "data": {
                 *         "crm": null,
                 *         "email": "ada@example.com",
                 *         "labels": {
                 *           "example": true
                 *         },
                 *         "leftAt": null,
                 *         "account": {
                 *           "name": "Example Corp (example)",
                 *           "domain": "example.com",
                 *           "industry": "Software"
                 *         },
                 *         "changedAt": "2026-11-20T09:30:00.000Z",
                 *         "enteredAt": "2026-11-20T09:30:00.000Z",
                 *         "segmentId": "0193a6f0-7c00-7000-8000-00000000003f",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                 *         "displayName": "Ada Example",
                 *         "intentScore": 82
                 *       },
                 *       "links": {
                 *         "segment": "/v1/segments/0193a6f0-7c00-7000-8000-00000000003f",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "segment.entered";
                    data?: components["schemas"]["SegmentEnteredData"];
                    links?: components["schemas"]["SegmentEnteredLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverSegmentLeft: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "segment.left";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "480",
                 *       "livemode": false,
                 *       "type": "segment.left",
                 *       "occurredAt": "2026-11-20T09:30:00.000Z",
                 *       "data": {
                 *         "crm": null,
                 *         "email": "ben.sample@example.org",
                 *         "labels": {
                 *           "example": true
                 *         },
                 *         "leftAt": "2026-11-20T09:30:00.000Z",
                 *         "account": {
                 *           "name": "Example",
                 *           "domain": "example.org",
                 *           "industry": null
                 *         },
                 *         "changedAt": "2026-11-20T09:30:00.000Z",
                 *         "enteredAt": "2026-11-20T09:30:00.000Z",
                 *         "segmentId": "0193a6f0-7c00-7000-8000-000000000042",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000040",
                 *         "displayName": "Ben Sample",
                 *         "intentScore": 64
                 *       },
                 *       "links": {
                 *         "segment": "/v1/segments/0193a6f0-7c00-7000-8000-000000000042",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000040"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "segment.left";
                    data?: components["schemas"]["SegmentLeftData"];
                    links?: components["schemas"]["SegmentLeftLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverOfferShown: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "offer.shown";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "367",
                 *       "livemode": false,
                 *       "type": "offer.shown",
                 *       "occurredAt": "2026-11-16T11:36:02.402Z",
                 *       "data": {
                 *         "goal": "meeting_booked",
                 *         "format": "toaster",
                 *         "source": "google",
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "offerId": "0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-00000000007f",
                 *         "conversationId": null
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "offer": "/v1/offers/0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000007f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "offer.shown";
                    data?: components["schemas"]["OfferShownData"];
                    links?: components["schemas"]["OfferShownLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverOfferAccepted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "offer.accepted";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "381",
                 *       "livemode": false,
                 *       "type": "offer.accepted",
                 *       "occurredAt": "2026-11-11T01:19:23.660Z",
                 *       "data": {
                 *         "goal": "meeting_booked",
                 *         "format": "toaster",
                 *         "source": "direct",
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "offerId": "0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000080",
                 *         "conversationId": null
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "offer": "/v1/offers/0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000080"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "offer.accepted";
                    data?: components["schemas"]["OfferAcceptedData"];
                    links?: components["schemas"]["OfferAcceptedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverOfferDeclined: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "offer.declined";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "385",
                 *       "livemode": false,
                 *       "type": "offer.declined",
                 *       "occurredAt": "2026-11-18T08:47:58.308Z",
                 *       "data": {
                 *         "goal": "meeting_booked",
                 *         "format": "toaster",
                 *         "source": "direct",
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "offerId": "0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000017",
                 *         "conversationId": null
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "offer": "/v1/offers/0193a6f0-7c00-7000-8000-00000000003b",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000017"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "offer.declined";
                    data?: components["schemas"]["OfferDeclinedData"];
                    links?: components["schemas"]["OfferDeclinedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverTourPlayed: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "tour.played";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "1",
                 *       "livemode": false,
                 *       "type": "tour.played",
                 *       "occurredAt": "2026-10-22T03:40:01.786Z",
                 *       "data": {
                 *         "email": "drew.sample3@example.com",
                 *         "source": "embed",
                 *         "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                 *         "sittingId": "0193a6f0-7c00-7000-8000-00000000004b",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-00000000000d"
                 *       },
                 *       "links": {
                 *         "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "tour.played";
                    data?: components["schemas"]["TourPlayedData"];
                    links?: components["schemas"]["TourPlayedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverTourStepViewed: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "tour.step_viewed";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "2",
                 *       "livemode": false,
                 *       "type": "tour.step_viewed",
                 *       "occurredAt": "2026-10-22T03:40:01.786Z",
                 *       "data": {
                 *         "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                 *         "sittingId": "0193a6f0-7c00-7000-8000-00000000004b",
                 *         "stepIndex": 0,
                 *         "visitorId": "0193a6f0-7c00-7000-8000-00000000000d"
                 *       },
                 *       "links": {
                 *         "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-00000000000d"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "tour.step_viewed";
                    data?: components["schemas"]["TourStepViewedData"];
                    links?: components["schemas"]["TourStepViewedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverTourCtaClicked: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "tour.cta_clicked";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "24",
                 *       "livemode": false,
                 *       "type": "tour.cta_clicked",
                 *       "occurredAt": "2026-10-23T08:37:16.130Z",
                 *       "data": {
                 *         "tourId": "0193a6f0-7c00-7000-8000-00000000000a",
                 *         "sittingId": "0193a6f0-7c00-7000-8000-00000000007c",
                 *         "visitorId": null
                 *       },
                 *       "links": {
                 *         "tour": "/v1/tours/0193a6f0-7c00-7000-8000-00000000000a"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "tour.cta_clicked";
                    data?: components["schemas"]["TourCtaClickedData"];
                    links?: components["schemas"]["TourCtaClickedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverTourCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "tour.completed";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "10",
                 *       "livemode": false,
                 *       "type": "tour.completed",
                 *       "occurredAt": "2026-10-22T11:24:51.732Z",
                 *       "data": {
                 *         "tourId": "0193a6f0-7c00-7000-8000-000000000031",
                 *         "seconds": 58,
                 *         "sittingId": "0193a6f0-7c00-7000-8000-00000000007b",
                 *         "visitorId": null
                 *       },
                 *       "links": {
                 *         "tour": "/v1/tours/0193a6f0-7c00-7000-8000-000000000031"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "tour.completed";
                    data?: components["schemas"]["TourCompletedData"];
                    links?: components["schemas"]["TourCompletedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverExperienceViewed: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "experience.viewed";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "experience.viewed";
                    data?: components["schemas"]["ExperienceViewedData"];
                    links?: components["schemas"]["ExperienceViewedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverChecklistTaskCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "checklist.task_completed";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "checklist.task_completed";
                    data?: components["schemas"]["ChecklistTaskCompletedData"];
                    links?: components["schemas"]["ChecklistTaskCompletedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverChecklistConverted: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "checklist.converted";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "checklist.converted";
                    data?: components["schemas"]["ChecklistConvertedData"];
                    links?: components["schemas"]["ChecklistConvertedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverFollowUpCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "follow_up.created";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "366",
                 *       "livemode": false,
                 *       "type": "follow_up.created",
                 *       "occurredAt": "2026-10-27T09:30:00.000Z",
                 *       "data": {
                 *         "reason": "not in the knowledge base",
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "question": "Do you support SCIM provisioning as well? (example question)",
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000018",
                 *         "followUpId": "0193a6f0-7c00-7000-8000-00000000001e",
                 *         "conversationId": "0193a6f0-7c00-7000-8000-00000000001f"
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000018",
                 *         "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000001e",
                 *         "conversation": "/v1/conversations/0193a6f0-7c00-7000-8000-00000000001f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "follow_up.created";
                    data?: components["schemas"]["FollowUpCreatedData"];
                    links?: components["schemas"]["FollowUpCreatedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverFollowUpAnswered: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "follow_up.answered";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "416",
                 *       "livemode": false,
                 *       "type": "follow_up.answered",
                 *       "occurredAt": "2026-11-20T09:30:00.000Z",
                 *       "data": {
                 *         "agentId": "0193a6f0-7c00-7000-8000-000000000001",
                 *         "emailed": false,
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000006",
                 *         "followUpId": "0193a6f0-7c00-7000-8000-00000000004c",
                 *         "conversationId": null
                 *       },
                 *       "links": {
                 *         "agent": "/v1/agents/0193a6f0-7c00-7000-8000-000000000001",
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000006",
                 *         "followUp": "/v1/follow-ups/0193a6f0-7c00-7000-8000-00000000004c"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "follow_up.answered";
                    data?: components["schemas"]["FollowUpAnsweredData"];
                    links?: components["schemas"]["FollowUpAnsweredLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliverVisitorErased: {
        parameters: {
            query?: never;
            header: {
                /** @description the event type */
                "X-Service-Event": "visitor.erased";
                /** @description Unix seconds of this attempt (each retry is signed afresh) */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret */
                "X-Service-Signature": string;
                /** @description the delivery id (as in listWebhookDeliveries) */
                "X-Service-Delivery": string;
                /** @description Standard Webhooks: the delivery id again (the same on every attempt, new for a replay) */
                "webhook-id": string;
                /** @description Standard Webhooks: the same Unix seconds as X-Service-Timestamp */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "492",
                 *       "livemode": false,
                 *       "type": "visitor.erased",
                 *       "occurredAt": "2026-11-20T09:30:00.000Z",
                 *       "data": {
                 *         "visitorId": "0193a6f0-7c00-7000-8000-000000000007"
                 *       },
                 *       "links": {
                 *         "visitor": "/v1/visitors/0193a6f0-7c00-7000-8000-000000000007"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "visitor.erased";
                    data?: components["schemas"]["VisitorErasedData"];
                    links?: components["schemas"]["VisitorErasedLinks"];
                };
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
