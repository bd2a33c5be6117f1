/** A map link for a location's centre (location cards, and the frozen booking snapshot). */
export function mapLink({ lat, lng }: { lat: number; lng: number }): string {
  const la = lat.toFixed(5);
  const ln = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=17/${la}/${ln}`;
}
