/**
 * Demo meeting requests at our stand: buyers from three countries, in their languages and in
 * the three states staff see most, each at the next edition of its country's main fair.
 */
import type { Lang, MeetingStatus } from "../../../common/constants";
import type { Tx } from "../client";
import { meetingRequests } from "../schema";

/** Each country's first fair to come (by the country's code): its id, Turkish title and first day. */
export type NextFairs = Map<string, { id: number; title: string; day: string }>;

export type SeedMeeting = {
  /** The country whose next fair the meeting is at (its first fair to come). */
  country: string;
  time: string;
  company: string;
  fullName: string;
  email: string;
  topic: string;
  language: Lang;
  status: MeetingStatus;
  notes: string;
};

export const MEETINGS: SeedMeeting[] = [
  {
    country: "FR",
    time: "10:30",
    company: "Atelier Chemisier Lyonnais",
    fullName: "Claire Dubois",
    email: "claire.dubois@atelier-chemisier.example",
    topic: "Popelines en coton biologique pour la collection été, 110 à 120 g/m², teintes pastel.",
    language: "fr",
    status: "new",
    notes: "",
  },
  {
    country: "ES",
    time: "12:00",
    company: "Camisería Mediterránea S.L.",
    fullName: "Javier Morales",
    email: "javier.morales@camiseria-mediterranea.example",
    topic: "Sargas de lino y mezclas de algodón y lino; plazos de entrega para pedidos de 3.000 metros.",
    language: "es",
    status: "in_progress",
    notes: "Numune kartelası hazırlanıyor; fiyat listesi fuardan önce gönderilecek.",
  },
  {
    country: "DE",
    time: "14:30",
    company: "Hemdenmanufaktur Nord GmbH",
    fullName: "Katrin Schneider",
    email: "k.schneider@hemdenmanufaktur-nord.example",
    topic: "Oxford und Fil-à-Fil mit Easy-Care-Ausrüstung, GOTS-zertifiziert.",
    language: "de",
    status: "confirmed",
    notes: "Görüşme teyit edildi; stantta satış müdürü karşılayacak.",
  },
];

export async function insertDemoMeetings(tx: Tx, nextFairs: NextFairs): Promise<void> {
  const rows = MEETINGS.flatMap(({ country, time, ...buyer }) => {
    const fair = nextFairs.get(country);
    return fair
      ? [{ ...buyer, exhibitionId: fair.id, fairTitle: fair.title, meetingDate: fair.day, meetingTime: time }]
      : [];
  });
  if (rows.length > 0) await tx.insert(meetingRequests).values(rows);
}
