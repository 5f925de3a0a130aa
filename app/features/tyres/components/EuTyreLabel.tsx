/** What each part of the EU tyre label (regulation (EU) 2020/740) tells a buyer. */
const PARTS = [
  {
    title: "Polttoainetaloudellisuus A–E",
    text: "Kertoo renkaan vierintävastuksesta. A-luokan rengas kuluttaa vähiten polttoainetta tai sähköä; ero A- ja E-luokan välillä voi olla useita prosentteja.",
  },
  {
    title: "Märkäpito A–E",
    text: "Kertoo, kuinka lyhyeen rengas pysähtyy märällä asfaltilla. A-luokka jarruttaa lyhyimmin; parhaan ja heikoimman luokan ero voi olla useita autonmittoja.",
  },
  {
    title: "Ulkoinen vierintämelu",
    text: "Ilmoitetaan desibeleinä (dB) ja luokkina A–C, joista A on hiljaisin. Luku kertoo ohi ajavan auton melusta, ei sisämelusta.",
  },
  {
    title: "Lumipito ja jääpito",
    text: "Alppisymboli (kolmihuippuinen vuori ja lumihiutale) kertoo hyväksytystä lumipidosta. Jääpitosymboli on pohjoismaisissa kitkarenkaissa, jotka on testattu jäällä.",
  },
  {
    title: "QR-koodi",
    text: "Vie EU:n EPREL-tuotetietokantaan, josta löytyy renkaan virallinen tuotetietolehti.",
  },
];

export function EuTyreLabel() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PARTS.map((part) => (
        <div key={part.title} className="card">
          <h3 className="font-semibold">{part.title}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{part.text}</p>
        </div>
      ))}
      <div className="card border-dashed">
        <h3 className="font-semibold">Hyvä muistaa</h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin. Merkintä ei myöskään kerro kaikkea: ajomukavuus, kulutuskestävyys
          ja pito kuivalla näkyvät parhaiten riippumattomissa rengastesteissä.
        </p>
      </div>
    </div>
  );
}
