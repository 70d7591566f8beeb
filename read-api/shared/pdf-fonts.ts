import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Glyph, GlyphRun } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The documents' fonts: DejaVu Sans and Sans Bold (package dejavu-fonts-ttf), embedded as subsets,
// so Spanish (á, ñ, ¿¡, €) and most of Unicode print as themselves. Fixed names (no random subset
// tag) and no clock: the same text gives the same bytes.

export const FONT_FACES = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;
export type FontFace = keyof typeof FONT_FACES;

let bytes: Promise<Record<FontFace, Uint8Array>> | undefined;

/**
 * The font files, read once per process. Resolved as a package, not as a path from this file: the
 * same from the sources (tsx, vitest) and from `npm start`'s bundle in node_modules/.cache/flora/<pid>/
 * (packages stay external there, so the lookup walks up to the project's node_modules).
 */
export function fontBytes(): Promise<Record<FontFace, Uint8Array>> {
  bytes ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = (face: FontFace) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FACES[face]}.ttf`));
    const [regular, bold] = await Promise.all([read('regular'), read('bold')]);
    return { regular, bold };
  })().catch((err: unknown) => {
    bytes = undefined; // a failed read is tried again by the next document
    throw err;
  });
  return bytes;
}

/**
 * fontkit with a layout of one glyph per code point. pdf-lib lays every text out twice (its width,
 * its encoding), and fontkit's full shaping (GSUB/GPOS) costs ~40 µs a text: 7 s for a report of
 * 10,000 rows. The shop's Latin texts need no shaping (pdf-lib ignores kerning anyway); what is lost
 * is ligatures and scripts that join letters.
 */
const unshaped: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(buffer: Uint8Array) {
    const font = fontkit.create(buffer);
    const glyphs = new Map<number, Glyph>();
    font.layout = (text: string) => {
      const run: Glyph[] = [];
      for (const c of text) {
        const code = c.codePointAt(0)!;
        let glyph = glyphs.get(code);
        if (!glyph) glyphs.set(code, (glyph = font.glyphForCodePoint(code)));
        run.push(glyph);
      }
      // pdf-lib reads only the glyphs of a run (widths and encoding); positions would be all plain advances.
      return { glyphs: run } as Partial<GlyphRun> as GlyphRun;
    };
    return font;
  },
};

export async function embedFonts(doc: PDFDocument): Promise<Record<FontFace, PDFFont>> {
  const files = await fontBytes();
  doc.registerFontkit(unshaped);
  const embed = (face: FontFace) => doc.embedFont(files[face], { subset: true, customName: FONT_FACES[face] });
  return { regular: await embed('regular'), bold: await embed('bold') };
}

const charsets = new Map<string, Set<number>>();

/** The code points a font draws (the same for every document: the file is the same). */
export function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font.name);
  if (!set) charsets.set(font.name, (set = new Set(font.getCharacterSet())));
  return set;
}
