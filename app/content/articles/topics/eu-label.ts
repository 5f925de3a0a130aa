/** The offline writer's topic: EU-rengasmerkintä. */
import { type Topic, brandsText, bullets, paragraphs } from "../common";
import { fittingSection, tyreFromText } from "../sections";


export const euLabelTopic: Topic = {
  id: "euLabel",
  subject: "EU-rengasmerkintä",
  about: "mitä EU-rengasmerkintä kertoo",
  stems: [/^eu-?rengas/, /^rengasmerkin/, /^energiamerkin/, /^rengastarr/, /^vierintävastu/, /^märkäpit/, /^ohitusmelu/, /^vierintämelu/, /^eprel/],
  pairs: [[/^eu$/, /^(merkin|tarra|luoki|rengas|renkaa|renkai)/]],
  title: (ctx) =>
    ctx.v(
      "EU-rengasmerkintä: näin renkaita vertaillaan",
      "EU-rengasmerkintä – näin luet rengastarraa",
      "EU-rengasmerkintä selitettynä: mitä luokat A–E kertovat?",
    ),
  intro: (ctx) =>
    ctx.v(
      "Jokaisessa uudessa henkilö- ja pakettiauton renkaassa on EU:n rengasmerkintä. Se kertoo renkaan polttoainetaloudellisuuden, märkäpidon ja melun yhtenäisellä asteikolla, joten eri merkkien renkaiden vertailu helpottuu. Tässä artikkelissa kerromme, miten merkintää luetaan.",
      "Rengastarra näyttää tutulta kodinkoneista, ja idea onkin sama: yhdellä silmäyksellä näet, miten rengas pärjää. Käydään läpi, mitä tarran kirjaimet ja kuvat tarkoittavat.",
      "EU-rengasmerkintä perustuu asetukseen (EU) 2020/740, ja nykyinen merkintä on ollut käytössä 1.5.2021 alkaen. Tässä artikkelissa selitetään merkinnän osat yksi kerrallaan ja kerrotaan, mitä merkintä ei kerro.",
    ),
  sections: [
    () => ({
      id: "eu-parts",
      heading: "Merkinnän osat",
      body: bullets([
        "**Polttoainetaloudellisuus A–E:** kertoo renkaan vierintävastuksesta. A-luokan rengas kuluttaa vähiten polttoainetta tai sähköä.",
        "**Märkäpito A–E:** kertoo, kuinka lyhyeen rengas pysähtyy märällä asfaltilla. A-luokka jarruttaa lyhyimmin.",
        "**Ulkoinen vierintämelu:** ilmoitetaan desibeleinä ja luokkina A–C, joista A on hiljaisin. Luku kertoo ohi ajavan auton melusta, ei sisämelusta.",
        "**Lumi- ja jääpito:** alppisymboli kertoo hyväksytystä lumipidosta, jääpitosymboli pohjoismaisen kitkarenkaan testatusta pidosta jäällä.",
        "**QR-koodi:** vie EU:n EPREL-tuotetietokantaan, josta löytyy renkaan virallinen tuotetietolehti.",
      ]),
    }),
    (ctx) => ({
      id: "eu-weigh",
      heading: "Mitä luokista kannattaa painottaa?",
      body: paragraphs(
        "Turvallisuuden kannalta märkäpito on merkinnän tärkein luku: parhaan ja heikoimman luokan ero jarrutusmatkassa voi olla useita autonmittoja. Polttoaineluokka näkyy kulutuksessa, ja ero A- ja E-luokan välillä voi olla useita prosentteja.",
        ctx.v(
          "Jos ajatte paljon maanteillä, hiljainen rengas tekee matkasta miellyttävämmän. Autamme mielellämme vertailemaan vaihtoehtoja.",
          "Jos ajat paljon maanteillä, hiljainen rengas tekee matkasta mukavamman. Autamme mielellämme vertailemaan vaihtoehtoja.",
          "Maantieajossa myös melulla on merkitystä, sillä hiljainen rengas vähentää väsymistä pitkillä matkoilla.",
        ),
      ),
    }),
    () => ({
      id: "eu-limits",
      heading: "Mitä merkintä ei kerro?",
      body: paragraphs(
        "Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin. Merkintä ei myöskään kerro ajomukavuudesta, kulutuskestävyydestä eikä pidosta kuivalla asfaltilla; ne näkyvät parhaiten riippumattomissa rengastesteissä.",
        "Talvirenkaissa jää- ja lumipitosymbolit ovat usein tärkeämpiä kuin polttoaineluokka, sillä Suomen talvessa pito jäällä ratkaisee.",
      ),
    }),
    (ctx) => {
      const brands = brandsText(ctx.facts);
      const prices = tyreFromText(ctx, ["summer", "friction"]);
      if (!brands && !prices) return null;
      return {
        id: "eu-shop",
        heading: "Renkaiden vertailu valikoimassamme",
        body: paragraphs(
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
          prices,
          ctx.v(
            "Kertokaa, mitä renkailta toivotte, niin vertailemme EU-luokat puolestanne.",
            "Kerro, mitä renkailta toivot, niin vertailemme EU-luokat puolestasi.",
            "Renkaiden EU-luokkia voi vertailla myymälässä yhdessä asiantuntijan kanssa.",
          ),
        ),
      };
    },
    () => ({
      id: "eu-winter",
      heading: "Talvirenkaan merkinnät",
      body: paragraphs(
        "Pohjoismaisessa kitkarenkaassa on yleensä sekä alppisymboli että jääpitosymboli. Keskieurooppalaisessa talvirenkaassa on usein vain alppisymboli, eikä sitä ole testattu jäällä.",
        "M+S-merkintä on valmistajan oma ilmoitus, eikä se yksin takaa, että rengas sopii Suomen talveen.",
      ),
    }),
    (ctx) => ({
      id: "eu-tests",
      heading: "Rengastestit täydentävät merkintää",
      body: paragraphs(
        "Autolehdet ja autoliitot testaavat renkaita joka vuosi sekä kesä- että talviolosuhteissa. Testeissä mitataan muun muassa jarrutusmatkat, ajettavuus, melu ja kulutuskestävyys, eli juuri ne ominaisuudet, joita EU-rengasmerkintä ei kerro.",
        ctx.v(
          "Suosittelemme katsomaan sekä merkinnän että testitulokset, kun vertailette renkaita.",
          "Katso siis sekä merkintä että testitulokset, kun vertailet renkaita.",
          "Paras kuva renkaasta syntyy, kun merkintää ja testituloksia katsotaan yhdessä.",
        ),
      ),
    }),
    fittingSection,
  ],
  faq: () => [
    {
      question: "Onko A-luokan rengas aina paras?",
      answer: "Ei välttämättä. Luokat kertovat vain kolmesta ominaisuudesta, joten ajomukavuus ja kulutuskestävyys kannattaa tarkistaa rengastesteistä.",
    },
    {
      question: "Koskeeko merkintä nastarenkaita?",
      answer: "Ei. Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin.",
    },
  ],
  checklist: () => ["märkäpitoluokka", "polttoaineluokka", "melu desibeleinä", "talvirenkaissa alppi- ja jääpitosymboli", "riippumattomat rengastestit"],
  goodToKnow: () =>
    "Kolmen desibelin ero tarkoittaa kaksinkertaista äänienergiaa, vaikka korva kuulee eron pienempänä. Siksi muutaman desibelin ero melussa on merkittävä.",
  summary: "EU-rengasmerkinnästä tärkein luku on märkäpito, eikä merkintä koske nastarenkaita",
};
