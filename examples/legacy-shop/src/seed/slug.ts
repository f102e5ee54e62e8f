// Ukrainian transliteration (the official 2010 table, simplified) for the type word in product slugs.
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i',
  й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh',
  ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia',
};

/** A URL slug of [a-z0-9-]: Cyrillic transliterated, everything else a single dash. */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => LETTERS[char] ?? char).join('');
  return latin
    .replace(/['’ʼ`"]/g, '')
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
