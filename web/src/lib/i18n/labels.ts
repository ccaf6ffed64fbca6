/** One label entry of a language, as the gateway sends it. */
export interface LabelEntry {
  key: string;
  value: string;
}

/** The resource (texts by key) for a language's label entries; blank texts are left out so the default shows. */
export function labelsToResource(labels: readonly LabelEntry[]): Record<string, string> {
  const resource: Record<string, string> = {};
  for (const { key, value } of labels) {
    if (value.trim() !== "") resource[key] = value;
  }
  return resource;
}
