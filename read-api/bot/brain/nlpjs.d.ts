// NLP.js ships no types: the little of it the bot's brain uses (classify.ts), typed as it behaves.

declare module '@nlpjs/core' {
  import type { NlpInstance } from '@nlpjs/nlp';

  export interface Container {
    use(plugin: unknown): void;
    get(name: 'nlp'): NlpInstance;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  export interface NlpResult {
    locale: string;
    intent: string;
    score: number;
  }
  export interface NlpInstance {
    settings: Record<string, unknown>;
    addLanguage(locale: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
  export const Nlp: unknown;
}

declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  /** The language's stop words, as the keys of `dictionary`. */
  export class StopwordsEs {
    dictionary: Record<string, true>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StopwordsEn {
    dictionary: Record<string, true>;
  }
}
