/**
 * Types of the runtime API (/runtime/v1), generated from its OpenAPI document
 * by openapi-typescript. Do not edit: regenerate with `npm run client:generate`;
 * a test fails when this file and the document differ. sdk/src/api.ts names them.
 */

export interface paths {
    "/runtime/v1/agents/{publicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The widget's configuration
         * @description Name, greeting, theme and launcher of an agent, and whether it is live. 404 for an unknown agent. Cacheable for 60 seconds.
         */
        get: operations["getRuntimeAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/agents/{publicId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or resume) a visit
         * @description Starts a visit of the page's visitor, or resumes their open one (activity within the idle window, default 30 minutes). A valid `visitorToken` (in the body or as `Authorization: Bearer`) keeps the visitor's id (`returning: true`; a new visit counts up their visit count); without one a new visitor starts. A forged, expired or foreign token is 401 invalid-token and records nothing: start again without it. `offers` are the offers whose deploy gates match this arrival now, each with its presentation and `afterSeconds`; `deliveries` are follow-up answers not delivered before (now marked delivered; they also open the next conversation); `action` is the enabled Action named by `action` (its fire count goes up), or null. Limited to 60 session starts a minute per client address.
         */
        post: operations["startRuntimeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/sessions/{sessionId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The conversation so far
         * @description The session's conversation (for a page reload), oldest first: the visitor's and the agent's messages, unmasked, each with the UI parts it showed (text, sources, offers, slots, tours). Visible only to the visitor's own token; an empty list before the first message. `visitor` is what the visitor has told the agent about themselves so far (name and email, to fill in forms).
         */
        get: operations["listRuntimeMessages"];
        put?: never;
        /**
         * One visitor turn, answered as a stream
         * @description Accepts `{text}` or the AI SDK useChat body (`{id, messages, trigger, messageId}`: the last user message is the turn; the server keeps the history and ignores the client's copy). The reply streams as the AI SDK UI message stream v1: `start`, text parts, one `source-url` part per citation, `data-offer` / `data-tour` / `data-slots` / `data-form` when the agent presents one, then `finish` and `[DONE]`. The first message of a session starts a conversation (`conversation.started`), the second visitor message engages it (`conversation.engaged`). The turn's records and events commit in one transaction once the reply is complete, also when the visitor closes the page mid-stream. A retry with the same client message id and the same text is answered from the record; the same id with other text is 409 conflict. At most 4,000 characters (400); 20 messages a minute per visitor, burst 10 (429 with Retry-After). The browser's `Accept-Language` header (its first 200 characters) settles the reply's language when a message could be in several ("Hallo!" is German or Dutch); a clear message is answered in its own language.
         */
        post: operations["postRuntimeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/sessions/{sessionId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a page-side fact
         * @description `page.viewed` (`url`, `title`) adds to the journey; `offer.shown` / `offer.accepted` / `offer.declined` (`offerId`) count on the offer and emit its event; `tour.played` (`tourId`, `source`), `tour.step_viewed` (`tourId`, `stepIndex`), `tour.cta_clicked` and `tour.completed` (`tourId`) build the sitting and emit the tour events; `form.submitted` (`formId?`, `fields`) emits form.submitted and makes a lead when the fields carry an email; `action.fired` (`actionId`) counts a fire. 202. An unknown offer, tour or Action is 404; an event for something the visitor was never served is still recorded (pages cache), but a retired offer is refused with 409 conflict.
         */
        post: operations["postRuntimeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/sessions/{sessionId}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open meeting slots
         * @description Open start times from the agent's booking settings (weekly availability in its time zone, meeting length, minimum notice, horizon), without those already booked: `from` and `to` are optional (default the next 14 days, at most the agent's horizon). An agent without booking settings has no slots.
         */
        get: operations["getRuntimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/sessions/{sessionId}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a slot
         * @description Books one of the open slots for the visitor: creates the meeting and a `meeting_booked` lead, identifies the visitor, and emits `meeting.booked`, `lead.identified` and `visitor.identified` (the first time the visitor gives an email). When the service has a mailbox (SMTP_URL), the visitor is sent a confirmation email with a calendar invitation (`.ics`) by the worker after the booking commits; `confirmationEmail` says whether one goes out. A slot taken meanwhile (or now too soon) is 409 conflict; a time that is not a slot of the agent is 400 with `param: startAt`.
         */
        post: operations["bookRuntimeMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runtime/v1/sessions/{sessionId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the visit
         * @description Ends the visit and its conversation as of now. A page cannot tell a reload from leaving, so the end waits a short grace (SVC_VISIT_END_GRACE_SECONDS, default 15; `resumableUntil`): a session start with the same visitor token within it resumes the visit and calls the end off, so the reloaded page goes on with the same conversation. Otherwise the worker records the end (`endedAt`, `conversation.ended`) shortly after the grace. Ending twice answers the first end time. A `pageId` (the one the page sent with its session start) makes an end from a page that a reload already replaced change nothing (`endedAt: null`). The page SDK calls it with `navigator.sendBeacon` on page hide, which cannot set headers: the token may come as `visitorToken` in a text/plain JSON body. A visit with no activity for SVC_CONVERSATION_IDLE_MINUTES (default 30) is ended by the worker.
         */
        post: operations["endRuntimeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
         * RuntimeAgentConfig
         * @description The widget's configuration.
         */
        RuntimeAgentConfig: {
            publicId: string;
            name: string;
            greeting: string | null;
            /** @description false for a sandbox agent: its traffic lands in the sandbox */
            livemode: boolean;
            theme: components["schemas"]["AgentTheme"];
            launcher: components["schemas"]["AgentLauncher"];
        };
        /**
         * RuntimeCtaAction
         * @description What the offer's button does (the management API's OfferCtaAction); `open_experience` also carries `experiencePublicId`, the id the page plays it by.
         */
        RuntimeCtaAction: {
            /** @enum {string} */
            type: "none" | "book_meeting" | "capture_lead" | "navigate" | "open_content" | "open_experience";
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
            /** @description for an experience: the public id of the published tour it names, which the page plays (`GET /v1/tours/{publicId}` without a key); null when no published tour matches */
            experiencePublicId?: string | null;
        };
        /**
         * RuntimeOffer
         * @description An offer as the page shows it (internal name and settings left out). Report what happens with `offer.shown`, `offer.accepted`, `offer.declined` events.
         */
        RuntimeOffer: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /** @enum {string} */
            format: "toaster" | "in_chat";
            /** @enum {string} */
            goal: "meeting_booked" | "lead_captured" | "content_viewed" | "engaged";
            /** @enum {string} */
            presentation: "interstitial" | "toast" | "banner";
            /** @description show it this many seconds after page load (0: at once) */
            afterSeconds: number;
            headline: string | null;
            message: string;
            chips: string[];
            ctaLabel: string | null;
            ctaAction: components["schemas"]["RuntimeCtaAction"];
            imageUrl: string | null;
        };
        /**
         * RuntimeDelivery
         * @description A follow-up answer delivered now (it is marked delivered and also opens the next conversation).
         */
        RuntimeDelivery: {
            /**
             * Format: uuid
             * @description UUID
             */
            followUpId: string;
            /** @description the visitor's own question */
            question: string;
            /** @description the answer the team wrote */
            answer: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            answeredAt: string;
        };
        /**
         * RuntimeActionOpens
         * @description What the Action opens (the management API's ActionOpens); `experience` also carries `experiencePublicId`, the id the page plays it by.
         */
        RuntimeActionOpens: {
            /** @enum {string} */
            kind: "conversation" | "meeting" | "content" | "tour" | "experience" | "link" | "form";
            tourPublicId?: string;
            experienceId?: string;
            /** @description for an experience: the public id of the published tour it names, which the page plays (`GET /v1/tours/{publicId}` without a key); null when no published tour matches */
            experiencePublicId?: string | null;
            formId?: string;
            url?: string;
        };
        /**
         * RuntimeAction
         * @description The enabled Action the visitor arrived through (its link or button).
         */
        RuntimeAction: {
            id: string;
            name: string;
            /** @description what the agent sets out to do */
            task: string;
            opens: components["schemas"]["RuntimeActionOpens"];
        };
        /** RuntimeSession */
        RuntimeSession: {
            /**
             * Format: uuid
             * @description UUID
             */
            sessionId: string;
            /**
             * Format: uuid
             * @description UUID
             */
            visitorId: string;
            /** @description keep it (the page SDK uses localStorage) and send it as `Authorization: Bearer` on every later call; valid 90 days */
            visitorToken: string;
            /** @description the token named a visitor already known */
            returning: boolean;
            /** @description the visitor's open session was resumed rather than a new one started */
            resumed: boolean;
            agent: components["schemas"]["RuntimeAgentConfig"];
            /** @description offers whose deploy gates match this arrival now */
            offers: components["schemas"]["RuntimeOffer"][];
            /** @description follow-up answers not delivered before */
            deliveries: components["schemas"]["RuntimeDelivery"][];
            action: components["schemas"]["RuntimeAction"] | null;
            visitor: components["schemas"]["RuntimeVisitorContact"];
        };
        /** RuntimeMessage */
        RuntimeMessage: {
            id: string;
            /** @enum {string} */
            role: "user" | "assistant";
            /** @description the text, verbatim */
            content: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            parts: {
                [key: string]: unknown;
            }[];
        };
        /** RuntimeMessageList */
        RuntimeMessageList: {
            items: components["schemas"]["RuntimeMessage"][];
            /** @description what the visitor has told the agent so far (it changes as the conversation goes on: a name or email typed in the chat) */
            visitor: components["schemas"]["RuntimeVisitorContact"];
        };
        /** RuntimeAccepted */
        RuntimeAccepted: {
            accepted: boolean;
        };
        /** RuntimeSlots */
        RuntimeSlots: {
            /** @description the agent's booking time zone */
            timezone: string;
            durationMinutes: number;
            /** @description open start times, earliest first (UTC) */
            slots: string[];
        };
        /**
         * MeetingAttendee
         * @description who the meeting was booked for
         */
        MeetingAttendee: {
            email: string | null;
            name: string | null;
        };
        /**
         * RuntimeMeeting
         * @description The booked meeting (the management API's Meeting) and whether a confirmation email goes to the visitor.
         */
        RuntimeMeeting: {
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
            /** @description true when the visitor is sent a confirmation email with a calendar invitation (`.ics`, METHOD:REQUEST) for this meeting: the service has a mailbox set up (SMTP_URL). The mail goes out from the worker shortly after the booking; false: no email is sent, so the page should not promise one */
            confirmationEmail: boolean;
        };
        /**
         * RuntimeVisitorContact
         * @description What the visitor already told the agent about themselves, so the page can fill in booking and contact forms. Only the visitor's own token sees it.
         */
        RuntimeVisitorContact: {
            /** @description the name the visitor gave (in the chat, a form or a booking) */
            name: string | null;
            /** @description the email the visitor gave */
            email: string | null;
        };
        /** RuntimeEnded */
        RuntimeEnded: {
            /**
             * Format: date-time
             * @description when the visit ends (the first end call), or when it ended; null when the call named a page load that is no longer the visit's latest (it changed nothing)
             */
            endedAt: string | null;
            /**
             * Format: date-time
             * @description while the end is pending: until then a session start with the same visitor token resumes the visit and calls the end off (a page reload); after it the visit and its conversation end as of `endedAt`. Null once the visit has ended.
             */
            resumableUntil: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRuntimeAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the agent's public id */
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeAgentConfig"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startRuntimeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the agent's public id */
                publicId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description the visitorToken returned by a session start */
                    visitorToken?: string;
                    /** @description the page the visit starts on */
                    page: {
                        /**
                         * Format: http-url
                         * @description the full URL of the page the visitor is on; an absolute http(s) URL
                         */
                        url: string;
                        title?: string;
                        /**
                         * Format: http-url-or-empty
                         * @description document.referrer: an absolute http(s) URL, or empty
                         */
                        referrer?: string | null;
                    };
                    /** @description utm tags of the arrival; read from the page URL when left out */
                    utm?: {
                        source?: string;
                        medium?: string;
                        campaign?: string;
                        term?: string;
                        content?: string;
                    };
                    /** @enum {string} */
                    device?: "desktop" | "mobile";
                    /** @description an Action id from `#action=<id>` or a `data-showpilot-action` click */
                    action?: string;
                    /** @description an id the page makes once per page load; send the same one with the end call, so an end sent by a page that a reload has already replaced (the new page resumed the visit first) changes nothing */
                    pageId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeSession"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload-too-large: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRuntimeMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeMessageList"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRuntimeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description the visitor's message, at most 4000 characters */
                    text?: string;
                    /** @description with `text`: an id of your choice; a retry with the same id is answered from the record */
                    clientMessageId?: string;
                    /** @description useChat: the chat id (ignored) */
                    id?: string;
                    /** @description useChat: the last user message is the turn; the rest is ignored */
                    messages?: ({
                        id: string;
                        /** @enum {string} */
                        role: "system" | "user" | "assistant";
                        parts: ({
                            type: string;
                            text?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    })[];
                    trigger?: string;
                    messageId?: string;
                };
            };
        };
        responses: {
            /** @description The reply as an AI SDK UI message stream v1 (Server-Sent Events, `x-vercel-ai-ui-message-stream: v1`): `start`, `text-start` / `text-delta` / `text-end`, one `source-url` part per citation (`source-document` when the source has no URL), `data-offer` / `data-tour` / `data-slots` / `data-form` when the agent presents one, then `finish` and `data: [DONE]`. */
            200: {
                headers: {
                    /** @description the protocol version */
                    "x-vercel-ai-ui-message-stream"?: "v1";
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload-too-large: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRuntimeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "page.viewed" | "offer.shown" | "offer.accepted" | "offer.declined" | "tour.played" | "tour.step_viewed" | "tour.cta_clicked" | "tour.completed" | "form.submitted" | "action.fired";
                    /**
                     * Format: http-url
                     * @description page.viewed: the page URL; an absolute http(s) URL
                     */
                    url?: string;
                    /** @description page.viewed: the page title */
                    title?: string;
                    /**
                     * Format: uuid
                     * @description UUID
                     */
                    offerId?: string;
                    /** @description tour.*: the tour's UUID or public id */
                    tourId?: string;
                    /**
                     * @description tour.played: where the tour was opened
                     * @enum {string}
                     */
                    source?: "lightbox" | "embed" | "share" | "chat";
                    /** @description tour.step_viewed (and optionally tour.cta_clicked): the step, from 0 */
                    stepIndex?: number;
                    formId?: string;
                    /** @description form.submitted: the fields as entered; an `email` field makes a lead */
                    fields?: {
                        [key: string]: string;
                    };
                    actionId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeAccepted"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload-too-large: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRuntimeSlots: {
        parameters: {
            query?: {
                /** @description earliest start; default now */
                from?: string;
                /** @description latest start; default 14 days after `from` (at most the agent's booking horizon) */
                to?: string;
            };
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeSlots"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bookRuntimeMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description one of the slots
                     */
                    startAt: string;
                    /** Format: email */
                    email: string;
                    name: string;
                    company?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeMeeting"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload-too-large: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endRuntimeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description the visitorToken returned by a session start */
                    visitorToken?: string;
                    /** @description an id the page makes once per page load; send the same one with the end call, so an end sent by a page that a reload has already replaced (the new page resumed the visit first) changes nothing */
                    pageId?: string;
                };
                "text/plain": {
                    /** @description the visitorToken returned by a session start */
                    visitorToken?: string;
                    /** @description an id the page makes once per page load; send the same one with the end call, so an end sent by a page that a reload has already replaced (the new page resumed the visit first) changes nothing */
                    pageId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuntimeEnded"];
                };
            };
            /** @description invalid-request; `param` names the culprit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid-token: missing, forged, expired or foreign visitor token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description origin-not-allowed: the Origin is not one of the agent's allowedOrigins */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not-found: no such agent or session (a session is visible only to its own visitor) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload-too-large: the body is over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate-limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description service-unavailable: the database cannot be reached right now; retry after Retry-After seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
