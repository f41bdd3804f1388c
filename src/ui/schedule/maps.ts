/** Map links for the home field and event locations. Pure. */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A directions link that opens the phone's maps app (or Google Maps in a browser), e.g.
 * `directionsUrl("100 Hays Youth Drive")` is
 * `"https://www.google.com/maps/dir/?api=1&destination=100%20Hays%20Youth%20Drive"`.
 */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination.trim())}`;
}

/** Degrees around the point the embedded map shows: about 1 km each way. */
const SPAN = 0.008;

const fixed = (value: number) => value.toFixed(5);

/**
 * An OpenStreetMap embed centred on a point with a marker, e.g. for the home field. OpenStreetMap
 * needs no key and sets no cookies; the page's CSP allows exactly this frame origin.
 */
export function mapEmbedUrl({ latitude, longitude }: Coordinates): string {
  const bbox = [longitude - SPAN, latitude - SPAN / 2, longitude + SPAN, latitude + SPAN / 2].map(fixed);
  const params = new URLSearchParams({
    bbox: bbox.join(","),
    layer: "mapnik",
    marker: `${fixed(latitude)},${fixed(longitude)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The same place on openstreetmap.org, for a "View larger map" link. */
export function mapPageUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=16/${fixed(latitude)}/${fixed(longitude)}`;
}
