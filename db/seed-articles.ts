/** The two demo blog articles (Finnish markdown). */
export interface ArticleSeed {
  title: string;
  slug: string;
  keywords: string[];
  content: string;
}

export const ARTICLES: ArticleSeed[] = [
  {
    title: "Milloin talvirenkaat alle?",
    slug: "milloin-talvirenkaat-alle",
    keywords: ["talvirenkaat", "nastarenkaat", "kitkarenkaat", "renkaanvaihto", "urasyvyys"],
    content: `Talvirenkaiden vaihto on syksyn tärkein huoltotoimenpide. Kerromme, mitä laki sanoo, milloin vaihto kannattaa tehdä ja miten valitset nasta- ja kitkarenkaan välillä.

## Mitä laki sanoo?

Tieliikennelain mukaan henkilö- ja pakettiautoissa on käytettävä talvirenkaita 1.11.–31.3., jos sää tai keli sitä edellyttää. Kiinteää vaihtopäivää ei siis ole: ratkaisevaa on keli. Jos tiellä on jäätä, lunta tai sohjoa, kesärenkailla ei saa ajaa.

- **Nastarenkaita** saa käyttää 1.11.–31.3. Vanha sääntö, jonka mukaan nastoilla sai ajaa pääsiäisen jälkeiseen maanantaihin asti, poistui tieliikennelaista vuonna 2020.
- Nastarenkaita saa käyttää myös tämän ajan ulkopuolella, jos keli sitä edellyttää, esimerkiksi lokakuun ensilumilla.
- **Kitkarenkaiden** käyttöä ei ole rajoitettu, mutta kesällä ne kuluvat nopeasti eivätkä pidä yhtä hyvin kuin kesärenkaat.
- Talvirenkaiden urasyvyyden on oltava talvirenkaiden käyttöaikana vähintään **3 mm**. Kesärenkaiden vähimmäisurasyvyys on **1,6 mm**.

## Milloin vaihto kannattaa tehdä?

Lohjalla ja muualla Etelä-Suomessa ensimmäiset liukkaat aamut osuvat usein lokakuun loppuun tai marraskuun alkuun. Hyvä nyrkkisääntö on vaihtaa renkaat, kun yölämpötilat laskevat toistuvasti nollan tuntumaan. Silloin kesärenkaan kumiseos kovettuu ja pito heikkenee jo ennen ensilunta.

Älä jätä vaihtoa viimeiseen hetkeen: ensilumen jälkeen rengasliikkeissä on ruuhkaa. Meille voit tulla ilman ajanvarausta, mutta aikaisin liikkeellä oleva pääsee nopeimmin.

## Nasta- vai kitkarengas?

Valinta riippuu siitä, missä ja miten ajat.

1. **Nastarengas** on paras valinta, jos ajat paljon maanteillä, aikaisin aamulla tai mäkisillä teillä. Nastat pitävät parhaiten peilijäällä.
2. **Kitkarengas** sopii hyvin kaupunkiajoon ja aurattuihin teihin. Se on hiljaisempi ja toimii hyvin lumella ja sohjossa.
3. Jos et ole varma, kysy meiltä: kerromme, mikä rengas sopii juuri sinun ajoosi.

## Tarkista vanhat talvirenkaat

Ennen kuin asennat viime talven renkaat takaisin, tarkista ne:

- **Urasyvyys**: lain vähimmäisraja on 3 mm, mutta pito heikkenee selvästi jo alle 5 mm:n urasyvyydellä.
- **Ikä**: kumi kovettuu vuosien myötä, joten yli kuusi vuotta vanhat renkaat kannattaa tarkastuttaa.
- **Nastat**: jos nastoja puuttuu paljon, pito jäällä heikkenee.
- **Vauriot**: kylkien halkeamat ja kuhmut ovat aina syy vaihtaa rengas.

Rengashotellissamme renkaat tarkistetaan ja pestään jokaisella vaihtokerralla, joten tiedät ajoissa, milloin uudet ovat tarpeen.
`,
  },
  {
    title: "Rengaspaineet ja turvallisuus",
    slug: "rengaspaineet-ja-turvallisuus",
    keywords: ["rengaspaineet", "turvallisuus", "polttoaineen kulutus", "TPMS", "renkaiden huolto"],
    content: `Oikeat rengaspaineet ovat yksi helpoimmista tavoista parantaa ajoturvallisuutta ja säästää polttoainetta. Silti moni tarkistaa paineet vain renkaanvaihdon yhteydessä.

## Miksi rengaspaineilla on väliä?

Renkaat ovat auton ainoa kosketus tiehen. Kun paine on oikea, kulutuspinta koskettaa tietä koko leveydeltään ja rengas toimii niin kuin se on suunniteltu.

- **Liian matala paine** lisää vierintävastusta ja polttoaineen kulutusta, kuluttaa renkaan olkapäitä ja tekee ohjauksesta veltomman. Pahimmillaan rengas kuumenee ja vaurioituu.
- **Liian korkea paine** pienentää renkaan kosketuspintaa, heikentää pitoa etenkin märällä ja kuluttaa kulutuspinnan keskiosaa.
- Väärä paine pidentää jarrutusmatkaa ja lisää vesiliirron riskiä.

## Mistä oikeat paineet löytyvät?

Auton valmistajan suosittelemat paineet löytyvät yleensä kuljettajan puoleisesta ovenpielestä, tankkausluukun sisäpuolelta tai auton käyttöohjekirjasta. Usein paineille on annettu kaksi arvoa, normaalille ja täydelle kuormalle. Kun lähdet lomalle täydellä kyydillä tai vedät peräkärryä, nosta paineet täyden kuorman mukaisiksi.

## Näin tarkistat paineet

1. Mittaa paineet kylmistä renkaista, eli ennen ajoa tai korkeintaan parin kilometrin ajon jälkeen.
2. Irrota venttiilin hattu ja paina mittari tiiviisti venttiiliin.
3. Vertaa lukemaa suositukseen ja lisää tai päästä ilmaa tarpeen mukaan.
4. Kierrä venttiilin hattu takaisin paikalleen: se estää likaa ja kosteutta pääsemästä venttiiliin.

Tarkista paineet vähintään kerran kuukaudessa ja aina ennen pitkää matkaa. Huoltoaseman paineilmalaitteella tarkistus vie vain muutaman minuutin.

## Kylmä sää laskee painetta

Ilman lämpötila vaikuttaa rengaspaineeseen. Nyrkkisääntönä paine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden. Jos renkaat on täytetty lämpimässä hallissa, paine voi pakkasaamuna olla selvästi suositusta alempi. Tarkista paineet siis erityisesti syksyllä renkaanvaihdon jälkeen, kun ilmat kylmenevät.

## Rengaspaineiden valvontajärjestelmä

Kaikissa marraskuusta 2014 alkaen EU:ssa ensirekisteröidyissä henkilöautoissa on rengaspaineiden valvontajärjestelmä (TPMS). Se varoittaa, kun paine laskee, mutta ei korvaa säännöllistä tarkistusta: varoitus tulee usein vasta, kun paine on jo selvästi liian matala.

## Muista myös urasyvyys

Oikeat paineet auttavat renkaita kulumaan tasaisesti. Tarkista samalla urasyvyys:

- Kesärenkaiden lakisääteinen vähimmäisurasyvyys on **1,6 mm**, mutta suosittelemme vaihtoa viimeistään 3 mm:n kohdalla.
- Talvirenkailta vaaditaan talvirenkaiden käyttöaikana vähintään **3 mm**, mutta pito heikkenee selvästi jo alle 5 mm:n.

Tarkistamme rengaspaineet aina renkaanvaihdon yhteydessä, ja voit poiketa tarkistukseen myös muulloin.
`,
  },
];
