/**
 * Books reviewed in the 'llibres' section. The new books, their authors and their publishers are
 * fictional; the classics are real works of Catalan literature, read again.
 * Review templates use the placeholders {title}, {author}, {publisher}, {year} and {pages}.
 */
import type { BookGenre, BookSeed, ClassicSeed } from './types.js';

export const BOOKS: BookSeed[] = [
  { title: 'La casa de les oronetes', author: 'Anna Puigdomènech', publisher: 'Edicions Aiguamoll', year: 2019, genre: 'novel·la', pages: 312, hook: 'una família i una casa que no es deixa vendre', premise: `Tres germanes es retroben a la casa familiar de l'Alt Empordà per vendre-la després de la mort de la mare. Cap d'elles no hi vol tornar, i cap d'elles no se'n sap anar.`, verdict: `Una novel·la de silencis familiars escrita amb una precisió gairebé cruel, que confirma Puigdomènech com una de les veus més sòlides de la narrativa actual.` },
  { title: 'Sal a les ferides', author: 'Jaume Verdaguer Pons', publisher: 'Quaderns de la Garrotxa', year: 2019, genre: 'poesia', pages: 88, hook: 'poemes de mar i de dol', premise: `Un llibre de poemes escrit després de la mort del pare del poeta, pescador a Llançà. El mar hi és present a cada pàgina, com una absència que no para de moure's.`, verdict: `Un poemari contingut i lluminós, que converteix el dol en paisatge sense caure mai en la complaença.` },
  { title: 'Històries de la Puda', author: 'Marina Teixidor', publisher: "L'Estany Editorial", year: 2019, genre: 'contes', pages: 176, hook: 'contes del Pla de l\'Estany', premise: `Dotze contes ambientats als voltants de l'estany de Banyoles, des dels anys cinquanta fins avui. Hi apareixen barquers, pescadors, estiuejants i nens que es banyen d'amagat.`, verdict: `Un recull desigual però encantador, amb tres o quatre contes que mereixen figurar a qualsevol antologia.` },
  { title: 'Pensar amb les mans', author: 'Ricard Oms Ventura', publisher: 'Edicions del Terraprim', year: 2019, genre: 'assaig', pages: 204, hook: 'un elogi de la feina manual', premise: `Un assaig que reivindica el treball manual com a forma de coneixement, a partir de converses amb ebenistes, ceramistes, enquadernadores i cuineres.`, verdict: `Un llibre necessari, escrit amb claredat i sense pedanteria, que fa venir ganes de deixar la pantalla i agafar una eina.` },
  { title: 'El fill del farer', author: 'Bartomeu Capó', publisher: 'Edicions del Pòsit', year: 2020, genre: 'novel·la', pages: 264, hook: 'Menorca, un far i un secret', premise: `Un home torna a Menorca per enterrar el seu pare, antic faroner, i descobreix una caixa de cartes que qüestiona tot el que creia saber de la seva infància.`, verdict: `Una novel·la d'atmosfera, lenta i magnètica, amb un final que obliga a rellegir-la.` },
  { title: 'Cambres', author: 'Laura Serrat Bosch', publisher: 'Llibres del Pòsit', year: 2020, genre: 'poesia', pages: 72, hook: 'poemes de l\'interior', premise: `Un poemari escrit durant el confinament, organitzat com les habitacions d'una casa: la cuina, el dormitori, el passadís, el balcó.`, verdict: `Un llibre breu i intens que ha sabut convertir l'experiència del tancament en una reflexió sobre l'espai i la intimitat.` },
  { title: 'Jardí de tardor', author: 'Pere Miralpeix', publisher: 'Edicions Aiguamoll', year: 2020, genre: 'novel·la', pages: 228, hook: 'un jardiner i una vídua', premise: `Un jardiner jubilat accepta cuidar el jardí d'una vídua de Sant Gervasi. Entre poda i poda, tots dos reconstrueixen les seves vides.`, verdict: `Una novel·la tendra sense ser ensucrada, que parla de la vellesa amb una dignitat poc freqüent.` },
  { title: 'Manual de la lentitud', author: 'Sílvia Granés', publisher: 'Edicions del Terraprim', year: 2020, genre: 'assaig', pages: 160, hook: 'contra la pressa', premise: `Un assaig breu i provocador sobre la cultura de la pressa i el dret a perdre el temps, amb referències a la filosofia clàssica i a la vida quotidiana.`, verdict: `Un llibre que es llegeix ràpid, paradoxalment, però que deixa un pòsit llarg.` },
  { title: 'Els dies blaus', author: 'Marc Roura Llach', publisher: 'Quaderns Crema Nova', year: 2020, genre: 'contes', pages: 192, hook: 'contes d\'una infància a la costa', premise: `Deu contes sobre estius d'infantesa a la Costa Brava, abans i després de l'arribada del turisme massiu.`, verdict: `Un llibre de memòria i de llum, escrit amb una prosa sensorial que fa olor de sal.` },
  { title: 'La filla del rellotger', author: 'Elena Castells', publisher: 'Llibres del Pòsit', year: 2020, genre: 'novel·la', pages: 356, hook: 'Olot, 1920, i una noia que vol ser pintora', premise: `A l'Olot dels anys vint, la filla d'un rellotger somia entrar a l'Escola de Belles Arts, on les dones només hi són models.`, verdict: `Una novel·la històrica ben documentada, amb una protagonista memorable i una recreació precisa de la ciutat.` },
  { title: 'Aigua de pluja', author: 'Gemma Ribot', publisher: 'Edicions Aiguamoll', year: 2021, genre: 'poesia', pages: 96, hook: 'poemes sobre la sequera', premise: `Un poemari que parla de la sequera, del canvi climàtic i de la relació de la pagesia amb l'aigua, escrit des de la plana de Lleida.`, verdict: `Poesia compromesa sense pamflet, amb versos que tenen la sequedat i la força de la terra que descriuen.` },
  { title: 'Terra de ningú', author: 'Josep Anglada Vila', publisher: 'Trabucaire Nou', year: 2021, genre: 'novel·la', pages: 298, hook: 'la frontera, 1939', premise: `Febrer del 1939: un pastor de la Vall de Camprodon ajuda un grup de refugiats a creuar la frontera, i la decisió li canvia la vida.`, verdict: `Una novel·la potent sobre l'exili, escrita amb una sobrietat que la fa encara més commovedora.` },
  { title: 'Paraules de pa', author: 'Núria Fàbrega', publisher: 'Edicions del Terraprim', year: 2021, genre: 'assaig', pages: 184, hook: 'una història cultural del pa', premise: `Un assaig sobre el pa com a aliment, símbol i paraula, que recorre forns de tot el país i recull el vocabulari dels flequers.`, verdict: `Un llibre saborós, ple d'erudició i d'humor, que demostra que qualsevol tema pot ser apassionant si s'escriu bé.` },
  { title: 'Veïns', author: 'Toni Camprubí', publisher: 'Quaderns Crema Nova', year: 2021, genre: 'contes', pages: 168, hook: 'un edifici de Gràcia, pis per pis', premise: `Onze contes, un per cada pis d'un edifici del barri de Gràcia. Les vides dels veïns es creuen a l'escala, a l'ascensor i al terrat.`, verdict: `Un artefacte narratiu enginyós i humà, amb personatges que un lector reconeix de seguida.` },
  { title: 'El quadern de la besàvia', author: 'Rosa Mateu', publisher: "L'Estany Editorial", year: 2021, genre: 'novel·la', pages: 240, hook: 'quatre generacions de dones', premise: `Una dona troba el quadern de receptes de la seva besàvia i, a partir de les anotacions al marge, reconstrueix la història de quatre generacions.`, verdict: `Una novel·la de genealogies femenines escrita amb delicadesa i amb un gran sentit de l'estructura.` },
  { title: 'Fageda', author: 'Oriol Sants', publisher: 'Quaderns de la Garrotxa', year: 2021, genre: 'poesia', pages: 80, hook: 'poemes de la Garrotxa volcànica', premise: `Un poemari dedicat a la fageda d'en Jordà i als volcans de la Garrotxa, on el paisatge es converteix en una meditació sobre el temps.`, verdict: `Versos d'una bellesa serena, que demanen una lectura lenta i, si pot ser, a l'ombra d'un faig.` },
  { title: 'Ciutat de vidre', author: 'Laia Ferrer Soler', publisher: 'Edicions del Pòsit', year: 2022, genre: 'novel·la', pages: 278, hook: 'el Poblenou i la gentrificació', premise: `Una veïna de tota la vida del Poblenou veu com el seu barri es transforma en un districte tecnològic, mentre la seva filla hi treballa.`, verdict: `Una novel·la urbana lúcida i incòmoda, que parla del present sense maniqueismes.` },
  { title: 'Breu tractat de la conversa', author: 'Enric Solà', publisher: 'Edicions del Terraprim', year: 2022, genre: 'assaig', pages: 144, hook: 'l\'art de parlar', premise: `Un assaig sobre la conversa com a forma de pensament compartit, des dels diàlegs de Plató fins a les tertúlies dels cafès.`, verdict: `Un llibre elegant i savi, que reivindica l'art de parlar i, sobretot, el d'escoltar.` },
  { title: 'Tramuntana', author: 'Montserrat Cusí', publisher: 'Edicions Aiguamoll', year: 2022, genre: 'contes', pages: 156, hook: 'contes de vent', premise: `Nou contes ambientats a l'Alt Empordà en dies de tramuntana, on el vent actua com un catalitzador de conflictes.`, verdict: `Un recull intens i compacte, amb una unitat d'atmosfera admirable.` },
  { title: 'La traductora', author: 'Clàudia Mir', publisher: 'Llibres del Pòsit', year: 2022, genre: 'novel·la', pages: 248, hook: 'una traductora i un autor mort', premise: `Una traductora rep l'encàrrec de traduir la novel·la pòstuma d'un autor italià i descobreix que el manuscrit amaga una història real.`, verdict: `Una novel·la intel·ligent sobre la traducció i la fidelitat, amb una trama que atrapa fins a l'última pàgina.` },
  { title: 'Camins de ronda', author: 'Pau Vidal Oriol', publisher: 'Quaderns Crema Nova', year: 2022, genre: 'assaig', pages: 212, hook: 'la costa a peu', premise: `Un llibre de viatges que recorre a peu els camins de ronda de la Costa Brava, de Blanes a Portbou, amb la història de cada cala.`, verdict: `Una guia literària encantadora, que combina erudició, paisatge i una prosa àgil.` },
  { title: 'Set germans', author: 'Marta Pujol', publisher: 'Edicions del Pòsit', year: 2022, genre: 'novel·la', pages: 410, hook: 'una saga del Priorat', premise: `La història d'una família de vinyaters del Priorat al llarg del segle XX, explicada per cadascun dels set germans.`, verdict: `Una saga familiar ambiciosa i ben construïda, que combina la història col·lectiva amb les petites vides.` },
  { title: 'Nit de Sant Joan', author: 'Joan Rius Mas', publisher: 'Edicions Aiguamoll', year: 2022, genre: 'poesia', pages: 76, hook: 'poemes de foc', premise: `Un poemari organitzat al voltant de la nit de Sant Joan, amb poemes sobre el foc, la festa i la melangia de l'endemà.`, verdict: `Un llibre festiu i melancòlic alhora, amb alguns poemes que es queden a la memòria.` },
  { title: "L'últim moliner", author: 'Francesc Bosch', publisher: "L'Estany Editorial", year: 2022, genre: 'novel·la', pages: 232, hook: 'els recs de Banyoles', premise: `El 1968, l'últim moliner dels recs de Banyoles es resisteix a tancar el molí mentre la ciutat es transforma al seu voltant.`, verdict: `Una novel·la entranyable sobre la fi d'un món, amb una recreació precisa de la Banyoles dels seixanta.` },
  { title: 'Illes interiors', author: 'Catalina Vich', publisher: 'Edicions del Pòsit', year: 2022, genre: 'contes', pages: 180, hook: 'contes de Mallorca', premise: `Contes ambientats a Mallorca, lluny de les platges: pobles de l'interior, possessions abandonades, cases de la Serra.`, verdict: `Una Mallorca secreta i inquietant, narrada amb una llengua rica i precisa.` },
  { title: 'El museu buit', author: 'Andreu Prats', publisher: 'Edicions del Terraprim', year: 2023, genre: 'assaig', pages: 196, hook: 'museus i mirada', premise: `Un assaig sobre els museus d'art i la manera com hi mirem, a partir de visites a museus petits de Catalunya i d'Europa.`, verdict: `Un assaig estimulant que fa ganes de tornar als museus i de mirar-hi d'una altra manera.` },
  { title: 'Pedra seca', author: 'Albert Fontanet', publisher: 'Quaderns de la Garrotxa', year: 2023, genre: 'poesia', pages: 84, hook: 'poemes del camp', premise: `Un poemari sobre les parets de pedra seca, les barraques de vinya i els oficis que les van construir.`, verdict: `Poesia austera i exacta, que fa de cada pedra una paraula.` },
  { title: 'La mestra', author: 'Núria Sala Ribes', publisher: "L'Estany Editorial", year: 2023, genre: 'novel·la', pages: 286, hook: 'una mestra republicana', premise: `La vida d'una mestra republicana del Pla de l'Estany, reconstruïda per la seva neta a partir de cartes i fotografies.`, verdict: `Una novel·la de memòria emocionant i rigorosa, que dona veu a les mestres oblidades de la República.` },
  { title: 'Les hores petites', author: 'Jordi Estrada', publisher: 'Llibres del Pòsit', year: 2023, genre: 'contes', pages: 164, hook: 'contes d\'insomni', premise: `Contes que passen entre les dues i les cinc de la matinada: infermeres, forners, taxistes i insomnes.`, verdict: `Un recull nocturn i commovedor, amb una mirada atenta als treballadors invisibles.` },
  { title: 'Mar endins', author: 'Irene Balaguer', publisher: 'Edicions Aiguamoll', year: 2023, genre: 'novel·la', pages: 302, hook: 'una pescadora a l\'Escala', premise: `La primera dona patrona d'una barca de pesca de l'Escala explica la seva vida en un sol dia de feina.`, verdict: `Una novel·la vigorosa, amb una veu narrativa inoblidable i un coneixement profund del mar.` },
  { title: 'Diccionari de la pluja', author: 'Lluís Canals', publisher: 'Edicions del Terraprim', year: 2023, genre: 'assaig', pages: 176, hook: 'totes les paraules de la pluja', premise: `Un diccionari literari de les paraules que el català té per anomenar la pluja, de <em>ruixat</em> a <em>plugim</em>, amb textos d'autors de totes les èpoques.`, verdict: `Un llibre deliciós i útil, que celebra la riquesa de la llengua amb humor i saviesa.` },
  { title: 'Fills de la boira', author: 'Carles Vilaró', publisher: 'Edicions del Pòsit', year: 2023, genre: 'novel·la', pages: 264, hook: 'la plana de Vic', premise: `A la plana de Vic, una desaparició el 1987 torna a l'actualitat quan es troben unes restes durant unes obres.`, verdict: `Una novel·la negra d'atmosfera rural, més interessada en les persones que en el crim.` },
  { title: 'Alfabet de l\'estany', author: 'Roser Coll Bover', publisher: "L'Estany Editorial", year: 2023, genre: 'poesia', pages: 70, hook: 'un abecedari poètic', premise: `Un abecedari poètic dedicat a l'estany de Banyoles: una paraula per a cada lletra, un poema per a cada paraula.`, verdict: `Un llibre petit i preciós, ideal per llegir a la vora de l'aigua.` },
  { title: 'Sud', author: 'Vicent Peris', publisher: 'Edicions del Pòsit', year: 2022, genre: 'contes', pages: 172, hook: 'contes de l\'Horta', premise: `Contes ambientats a l'Horta de València i a l'Albufera, on la modernitat arriba tard i de cop.`, verdict: `Un recull vibrant, amb una llengua saborosa i uns personatges d'una gran humanitat.` },
  { title: 'Teoria de les coses petites', author: 'Helena Mas', publisher: 'Edicions del Terraprim', year: 2023, genre: 'assaig', pages: 152, hook: 'filosofia dels objectes', premise: `Un assaig sobre els objectes quotidians i la nostra relació amb ells, de la cullera al mòbil.`, verdict: `Un assaig brillant i accessible, que fa pensar sobre allò que tenim més a prop.` },
  { title: 'La ciutat que dorm', author: 'Arnau Bertran', publisher: 'Quaderns Crema Nova', year: 2021, genre: 'novel·la', pages: 244, hook: 'Barcelona durant el confinament', premise: `Una Barcelona buida durant el confinament, recorreguda per un repartidor que coneix totes les finestres.`, verdict: `Una novel·la de ciutat singular, que converteix una experiència col·lectiva en una història íntima.` },
  { title: 'Ombres d\'agost', author: 'Mercè Prat Gil', publisher: 'Llibres del Pòsit', year: 2023, genre: 'contes', pages: 158, hook: 'contes de misteri d\'estiu', premise: `Contes de misteri ambientats en pobles del Prepirineu durant l'agost, quan la calor ho atura tot.`, verdict: `Un recull inquietant i molt ben escrit, perfecte per a les tardes lentes d'estiu.` },
  { title: 'El pis de la tieta', author: 'David Codina', publisher: 'Edicions Aiguamoll', year: 2020, genre: 'novel·la', pages: 220, hook: 'herències i objectes', premise: `Un home hereta el pis de la seva tieta a l'Eixample i, en buidar-lo, descobreix la vida secreta d'una dona que creia conèixer.`, verdict: `Una novel·la amable i sorprenent sobre els objectes i els secrets de família.` },
  { title: 'Cartes a una jove poeta', author: 'Teresa Vilaplana', publisher: 'Edicions del Terraprim', year: 2021, genre: 'assaig', pages: 128, hook: 'consells d\'ofici', premise: `Deu cartes d'una poeta veterana a una jove que comença, sobre l'ofici, la vocació i la paciència.`, verdict: `Un llibre generós i savi, que serà útil a qualsevol persona que escrigui.` },
  { title: 'Arrossars', author: 'Empar Sendra', publisher: 'Edicions del Pòsit', year: 2021, genre: 'poesia', pages: 92, hook: 'poemes de l\'Albufera', premise: `Un poemari dedicat als arrossars de l'Albufera i a les dones que hi van treballar durant generacions.`, verdict: `Poemes d'una gran bellesa plàstica, amb una dimensió social que els fa necessaris.` },
  { title: 'Volcans dormits', author: 'Ramon Serinyà', publisher: 'Quaderns de la Garrotxa', year: 2021, genre: 'novel·la', pages: 258, hook: 'Olot i els seus secrets', premise: `Un geòleg torna a Olot per estudiar els volcans i es troba amb els fantasmes de la seva joventut.`, verdict: `Una novel·la d'aprenentatge tardà, amb una Garrotxa descrita amb molt d'amor.` },
];

export const CLASSICS: ClassicSeed[] = [
  {
    title: 'Llibre de meravelles',
    author: 'Ramon Llull',
    headline: 'Tornar a Llull: el <em>Llibre de meravelles</em>',
    summary: `Una relectura de la novel·la de Ramon Llull, on un pare envia el seu fill a recórrer el món per meravellar-se'n.`,
    paragraphs: [
      `El <em>Llibre de meravelles</em>, també conegut com a <em>Fèlix</em>, és una de les obres més sorprenents de Ramon Llull. Un pare trist envia el seu fill, Fèlix, a recórrer el món perquè es meravelli de tot el que hi troba, i la novel·la és el relat d'aquest viatge, ple de converses amb ermitans, filòsofs i pastors.`,
      `La part més famosa és el <em>Llibre de les bèsties</em>, una faula política protagonitzada per animals que conspiren a la cort del rei lleó. La guineu Na Renart és un dels personatges més memorables de la literatura medieval: astuta, manipuladora i, en el fons, molt humana. Llegida avui, la faula és una anàlisi sorprenentment moderna del poder.`,
      `Llull escriu amb una barreja de didactisme i imaginació que pot desconcertar el lector d'avui. Però si s'accepta el ritme del llibre, lent i digressiu, es descobreix una obra d'una gran riquesa, on la meravella és alhora un mètode de coneixement i una manera de viure.`,
    ],
    references: [
      `Llull, Ramon. <em>Llibre de meravelles</em>. Barcelona: Barcino, 1931-1934.`,
      `Llull, Ramon. <em>Llibre de les bèsties</em>. Edició independent de la setena part del <em>Fèlix</em>.`,
    ],
  },
  {
    title: 'La plaça del Diamant',
    author: 'Mercè Rodoreda',
    headline: 'La Colometa, seixanta anys després',
    summary: `Rellegim <em>La plaça del Diamant</em> de Mercè Rodoreda: la novel·la catalana més traduïda continua sent un miracle de veu.`,
    paragraphs: [
      `<em>La plaça del Diamant</em> es va publicar el 1962 i des d'aleshores no ha deixat de ser llegida, estudiada i traduïda. La història de la Colometa, una noia de Gràcia que viu la Segona República, la guerra i la postguerra, és una de les grans novel·les europees del segle XX.`,
      `El que fa extraordinària la novel·la és la veu. Rodoreda fa parlar la Colometa en primera persona, amb una llengua aparentment senzilla, plena de repeticions i d'imatges quotidianes, que amaga una complexitat enorme. La protagonista no entén gran part del que li passa, i el lector ho entén a través d'ella, en una operació narrativa d'una gran subtilesa.`,
      `Rellegida avui, la novel·la sorprèn per la seva modernitat. Els coloms que envaeixen el pis, la plaça de la festa major, el crit final: tot té una càrrega simbòlica que no pesa mai. És un llibre que es pot llegir als quinze anys i als setanta, i que cada vegada diu coses noves.`,
    ],
    references: [`Rodoreda, Mercè. <em>La plaça del Diamant</em>. Barcelona: Club Editor, 1962.`],
  },
  {
    title: 'Solitud',
    author: 'Víctor Català',
    headline: '<em>Solitud</em>: la muntanya i la dona',
    summary: `La novel·la de Víctor Català, pseudònim de Caterina Albert, continua sent una de les obres cabdals del Modernisme.`,
    paragraphs: [
      `<em>Solitud</em> explica la història de la Mila, una dona que se'n va a viure a una ermita de muntanya amb el seu marit, un home apàtic i mesquí. A la muntanya, la Mila descobreix la natura, la solitud i la seva pròpia força, en un procés d'autoconeixement que acaba de manera violenta.`,
      `Caterina Albert va publicar la novel·la amb el pseudònim de Víctor Català, i la seva recepció va estar marcada per la sorpresa que una dona hagués escrit un llibre tan dur. Avui <em>Solitud</em> es llegeix com una obra mestra del Modernisme i com una de les primeres grans novel·les sobre l'experiència femenina en català.`,
      `La natura hi té un paper fonamental: la muntanya és alhora refugi i amenaça, bellesa i perill. Les descripcions de Català, plenes de vocabulari precís i d'imatges potents, són d'una intensitat que no ha envellit gens.`,
    ],
    references: [`Català, Víctor. <em>Solitud</em>. Barcelona: Biblioteca Joventut, 1905.`],
  },
  {
    title: 'El quadern gris',
    author: 'Josep Pla',
    headline: '<em>El quadern gris</em>, o com es fa un escriptor',
    summary: `El dietari de joventut de Josep Pla és un dels llibres fonamentals de la prosa catalana. Rellegir-lo és entrar al taller d'un escriptor.`,
    paragraphs: [
      `<em>El quadern gris</em> és el dietari que Josep Pla va escriure als vint anys, entre 1918 i 1919, quan estudiava a Barcelona i passava temporades a Palafrugell. Publicat el 1966, molt reescrit, és un dels llibres més llegits i admirats de la literatura catalana.`,
      `El llibre és, sobretot, el retrat d'un jove que vol ser escriptor i que aprèn a mirar. Pla hi descriu el paisatge de l'Empordà, les tertúlies de l'Ateneu, la vida familiar i els amics de Palafrugell, amb una obsessió per la precisió que el converteix en un mestre de l'adjectiu.`,
      `Rellegir <em>El quadern gris</em> avui és una experiència curiosa: el món que descriu ha desaparegut del tot, però la prosa continua viva. Hi ha frases que semblen escrites ahir, i observacions sobre la naturalesa humana d'una lucidesa implacable.`,
    ],
    references: [`Pla, Josep. <em>El quadern gris</em>. Barcelona: Destino, 1966.`],
  },
  {
    title: 'Canigó',
    author: 'Jacint Verdaguer',
    headline: 'Pujar al <em>Canigó</em> amb Verdaguer',
    summary: `El gran poema èpic de Jacint Verdaguer, llegit com un llibre de muntanya i de llegendes.`,
    paragraphs: [
      `<em>Canigó</em>, publicat el 1886, és un poema èpic en dotze cants que narra les llegendes de l'origen de Catalunya al voltant de la muntanya del Canigó. Verdaguer hi barreja història, mite i paisatge en una obra d'una ambició extraordinària.`,
      `El que més sorprèn avui és la capacitat de Verdaguer per descriure la muntanya. Les fades, els cavallers i els monjos són personatges d'un altre temps, però els boscos, les gorges, les cascades i els cims són d'una precisió que només té qui ha caminat molt. Verdaguer era un gran excursionista.`,
      `<em>Canigó</em> va ser decisiu per a la consolidació de la llengua literària catalana moderna. Llegir-lo avui demana una mica d'esforç, però la recompensa és gran: una música verbal única i un amor pel paisatge que encara ens interpel·la.`,
    ],
    references: [`Verdaguer, Jacint. <em>Canigó</em>. Barcelona: Tipografia Catòlica, 1886.`],
  },
  {
    title: 'Tirant lo Blanc',
    author: 'Joanot Martorell',
    headline: '<em>Tirant lo Blanc</em>: riure amb un cavaller',
    summary: `La gran novel·la de cavalleries valenciana és també una de les més divertides de la literatura europea.`,
    paragraphs: [
      `<em>Tirant lo Blanc</em>, escrit per Joanot Martorell i publicat a València el 1490, és una novel·la de cavalleries molt diferent de les altres. El seu protagonista no és un heroi invencible, sinó un cavaller humà, que es fa mal, s'enamora, s'equivoca i, de vegades, fa el ridícul.`,
      `Cervantes la va salvar de la crema al <em>Quixot</em>, dient que era «el millor llibre del món» pel seu realisme: els cavallers hi mengen, dormen i moren al llit. Aquest realisme, i un humor sovint picant, fan de la novel·la una lectura sorprenentment fresca.`,
      `Les escenes amoroses entre Tirant i Carmesina, amb la intervenció de la Plaerdemavida, són algunes de les pàgines més divertides i atrevides de la literatura medieval. Llegir el <em>Tirant</em> és descobrir que els clàssics també poden fer riure.`,
    ],
    references: [`Martorell, Joanot. <em>Tirant lo Blanc</em>. València: Nicolau Spindeler, 1490.`],
  },
  {
    title: 'Incerta glòria',
    author: 'Joan Sales',
    headline: "<em>Incerta glòria</em>, la novel·la d'una guerra",
    summary: `La gran novel·la de Joan Sales sobre la Guerra Civil continua sent una lectura imprescindible i inquietant.`,
    paragraphs: [
      `<em>Incerta glòria</em> és la gran novel·la catalana sobre la Guerra Civil. Joan Sales la va escriure durant dècades, reescrivint-la una i altra vegada, i el resultat és una obra complexa, polifònica, plena de dubtes morals.`,
      `Els personatges, joves republicans al front d'Aragó i a la rereguarda de Barcelona, viuen la guerra amb una barreja d'idealisme, desencís i desig. Sales no fa propaganda: mostra les contradiccions de tots els bàndols i la incertesa que dona títol a la novel·la.`,
      `Rellegida avui, <em>Incerta glòria</em> té una intensitat moral que la fa molt actual. És un llibre sobre la fe, l'amor i la mort, però sobretot sobre la dificultat de saber què és el bé en temps foscos.`,
    ],
    references: [`Sales, Joan. <em>Incerta glòria</em>. Barcelona: Club Editor, 1956.`],
  },
  {
    title: 'Bearn o la sala de les nines',
    author: 'Llorenç Villalonga',
    headline: '<em>Bearn</em>: el crepuscle d\'una casa',
    summary: `La novel·la de Llorenç Villalonga sobre la decadència de l'aristocràcia mallorquina, rellegida des d'avui.`,
    paragraphs: [
      `<em>Bearn o la sala de les nines</em> és la gran novel·la de Llorenç Villalonga. Narra la decadència d'una família aristocràtica mallorquina a finals del segle XIX, a través dels ulls del capellà de la casa, Joan Mayol.`,
      `Don Toni de Bearn, el senyor, és un personatge fascinant: il·lustrat, escèptic, apassionat per la ciència i incapaç d'adaptar-se al món que canvia. La seva relació amb la seva dona, Dona Maria Antònia, és un dels grans retrats matrimonials de la literatura catalana.`,
      `La novel·la és també una elegia d'un món que desapareix, escrita amb una ironia subtil que evita la nostàlgia fàcil. La sala de les nines, tancada i misteriosa, és una de les imatges més suggeridores de la narrativa catalana.`,
    ],
    references: [`Villalonga, Llorenç. <em>Bearn o la sala de les nines</em>. Palma: Moll, 1961.`],
  },
  {
    title: 'Les dones i els dies',
    author: 'Gabriel Ferrater',
    headline: 'Gabriel Ferrater: <em>Les dones i els dies</em>',
    summary: `L'única obra poètica completa de Gabriel Ferrater continua sent un model de poesia moderna en català.`,
    paragraphs: [
      `<em>Les dones i els dies</em>, publicat el 1968, reuneix tota la poesia de Gabriel Ferrater. És un llibre breu que ha tingut una influència enorme en la poesia catalana posterior, i que continua sorprenent per la seva modernitat.`,
      `Ferrater va portar a la poesia catalana un to col·loquial, irònic i intel·ligent, allunyat de la retòrica grandiloqüent. Els seus poemes parlen d'amor, de sexe, del temps i de la història amb una precisió verbal i una lucidesa excepcionals.`,
      `Llegir Ferrater avui és llegir un contemporani. Els seus poemes tenen una música discreta i una intel·ligència que no passa de moda. Poemes com «In memoriam» o «Poema inacabat» són imprescindibles per entendre la poesia del segle XX.`,
    ],
    references: [`Ferrater, Gabriel. <em>Les dones i els dies</em>. Barcelona: Edicions 62, 1968.`],
  },
  {
    title: 'La pell de brau',
    author: 'Salvador Espriu',
    headline: 'Espriu i <em>La pell de brau</em>',
    summary: `El llibre més polític de Salvador Espriu, una reflexió poètica sobre la convivència a la península.`,
    paragraphs: [
      `<em>La pell de brau</em>, publicat el 1960, és el llibre més conegut de Salvador Espriu. En cinquanta-quatre poemes, el poeta reflexiona sobre Sepharad, nom que fa servir per designar la península Ibèrica, i sobre la necessitat de la convivència entre els seus pobles.`,
      `El llibre es va llegir en clau política durant el franquisme, i alguns dels seus versos es van convertir en consignes. Però la seva força va més enllà del context: és una meditació sobre la violència, el poder i la dignitat humana.`,
      `La poesia d'Espriu és densa, plena de referències bíbliques i clàssiques, però té una claredat moral que la fa accessible. Rellegir <em>La pell de brau</em> és recordar que la poesia també pot ser una forma d'intervenció cívica.`,
    ],
    references: [`Espriu, Salvador. <em>La pell de brau</em>. Barcelona: Editorial Selecta, 1960.`],
  },
  {
    title: 'Mirall trencat',
    author: 'Mercè Rodoreda',
    headline: '<em>Mirall trencat</em>: la casa de Sant Gervasi',
    summary: `La novel·la familiar de Rodoreda, on una casa i un jardí expliquen tota una època.`,
    paragraphs: [
      `<em>Mirall trencat</em>, publicada el 1974, és una de les novel·les més ambicioses de Mercè Rodoreda. Narra la història de tres generacions d'una família burgesa barcelonina a través d'una casa de Sant Gervasi i del seu jardí.`,
      `Com indica el títol, la novel·la està feta de fragments, de punts de vista diversos que, com els trossos d'un mirall, reflecteixen parcialment la realitat. Senyors i criats, pares i fills, vius i morts: tots tenen veu en aquesta novel·la coral.`,
      `La casa és la veritable protagonista. Al llarg del llibre la veiem créixer, envellir i finalment enrunar-se, i amb ella tot un món. El jardí, ple de flors i de secrets, és una de les grans creacions de Rodoreda.`,
    ],
    references: [`Rodoreda, Mercè. <em>Mirall trencat</em>. Barcelona: Club Editor, 1974.`],
  },
  {
    title: 'Estimada Marta',
    author: 'Miquel Martí i Pol',
    headline: '<em>Estimada Marta</em>, o l\'amor després',
    summary: `El llibre de dol de Miquel Martí i Pol, un dels poemaris més estimats pels lectors catalans.`,
    paragraphs: [
      `<em>Estimada Marta</em>, publicat el 1978, és el llibre que Miquel Martí i Pol va escriure després de la mort de la seva dona. És un llibre de dol, però sobretot un llibre d'amor: el poeta parla a la seva dona morta amb una tendresa i una serenitat que commouen.`,
      `La poesia de Martí i Pol és senzilla en aparença, propera a la llengua parlada, i per això ha arribat a tants lectors. Però darrere d'aquesta senzillesa hi ha un ofici extraordinari i una gran capacitat per trobar la paraula justa.`,
      `Molts lectors han descobert la poesia amb aquest llibre, i molts hi tornen en moments de pèrdua. És un d'aquells llibres que acompanyen, que fan companyia en el sentit més literal.`,
    ],
    references: [`Martí i Pol, Miquel. <em>Estimada Marta</em>. 1978.`],
  },
  {
    title: "L'hora violeta",
    author: 'Montserrat Roig',
    headline: "Montserrat Roig i <em>L'hora violeta</em>",
    summary: `La novel·la de Montserrat Roig sobre la memòria, el feminisme i la transició, rellegida quaranta anys després.`,
    paragraphs: [
      `<em>L'hora violeta</em>, publicada el 1980, és una de les novel·les més importants de Montserrat Roig. Hi reprèn personatges de les seves obres anteriors per explorar la memòria de les dones de l'esquerra catalana durant la guerra i la postguerra.`,
      `La novel·la és alhora una reflexió sobre l'escriptura: una de les protagonistes, la Natàlia, intenta escriure la història de la seva mare i de la seva amiga, i es troba amb els límits de la memòria i de la literatura.`,
      `Roig va ser una de les veus més lúcides de la seva generació, i <em>L'hora violeta</em> és un testimoni excepcional de les inquietuds feministes i polítiques de la transició. Rellegida avui, manté intacta la seva força.`,
    ],
    references: [`Roig, Montserrat. <em>L'hora violeta</em>. Barcelona: Edicions 62, 1980.`],
  },
  {
    title: 'Cau de llunes',
    author: 'Maria-Mercè Marçal',
    headline: '<em>Cau de llunes</em> i la veu de Marçal',
    summary: `El primer llibre de Maria-Mercè Marçal va obrir un camí nou a la poesia catalana.`,
    paragraphs: [
      `<em>Cau de llunes</em>, publicat el 1977, és el primer llibre de Maria-Mercè Marçal. Conté els famosos versos en què la poeta agraeix haver nascut dona, de classe baixa i de nació oprimida, que s'han convertit en un emblema.`,
      `La poesia de Marçal combina les formes tradicionals, com la cançó popular i la corranda, amb una consciència política i feminista molt moderna. Aquesta barreja de tradició i modernitat és una de les seves grans aportacions.`,
      `Llegir <em>Cau de llunes</em> avui és descobrir una veu d'una gran força i d'una gran bellesa, que ha influït decisivament en les poetes de les generacions posteriors.`,
    ],
    references: [`Marçal, Maria-Mercè. <em>Cau de llunes</em>. Barcelona: Proa, 1977.`],
  },
  {
    title: 'La febre d\'or',
    author: 'Narcís Oller',
    headline: "<em>La febre d'or</em>: Barcelona i els diners",
    summary: `La gran novel·la realista de Narcís Oller sobre l'especulació a la Barcelona del segle XIX.`,
    paragraphs: [
      `<em>La febre d'or</em>, publicada entre 1890 i 1892, és la gran novel·la realista de Narcís Oller. Narra l'ascens i la caiguda de Gil Foix, un home d'origen modest enriquit gràcies a l'especulació borsària durant els anys de la febre d'or barcelonina.`,
      `Oller retrata amb precisió la Barcelona de l'època: la construcció de l'Eixample, la Borsa, els salons de la nova burgesia, els cafès. La ciutat és una protagonista més, en plena transformació.`,
      `Rellegida avui, la novel·la té una actualitat inquietant. Les bombolles especulatives, la cobdícia i la fragilitat de les fortunes fetes de pressa no són cosa del segle XIX.`,
    ],
    references: [`Oller, Narcís. <em>La febre d'or</em>. Barcelona: López, 1890-1892.`],
  },
  {
    title: 'Nosaltres, els valencians',
    author: 'Joan Fuster',
    headline: 'Fuster i <em>Nosaltres, els valencians</em>',
    summary: `L'assaig de Joan Fuster que va canviar la manera de pensar el País Valencià.`,
    paragraphs: [
      `<em>Nosaltres, els valencians</em>, publicat el 1962, és l'assaig més influent de Joan Fuster. Hi analitza la història i la identitat del País Valencià amb una lucidesa i una ironia que van provocar un gran impacte.`,
      `Fuster era un assagista de raça, amb una prosa àgil, plena d'humor i de mala llet. Llegir-lo és un plaer, fins i tot quan no s'hi està d'acord, perquè obliga a pensar.`,
      `El llibre ha estat objecte de debats apassionats durant dècades, i continua sent una referència imprescindible per entendre la història cultural valenciana.`,
    ],
    references: [`Fuster, Joan. <em>Nosaltres, els valencians</em>. Barcelona: Edicions 62, 1962.`],
  },
  {
    title: 'El poema de la rosa als llavis',
    author: 'Joan Salvat-Papasseit',
    headline: 'Salvat-Papasseit: <em>El poema de la rosa als llavis</em>',
    summary: `La gran obra amorosa de Salvat-Papasseit, un cant a l'amor i al desig d'una frescor intacta.`,
    paragraphs: [
      `<em>El poema de la rosa als llavis</em>, publicat el 1923, és el gran llibre amorós de Joan Salvat-Papasseit. És un cant al desig i a l'amor físic, escrit amb una llibertat i una alegria que encara sorprenen.`,
      `Salvat-Papasseit va ser un dels poetes avantguardistes catalans, i el seu llenguatge barreja la tradició popular amb les innovacions formals de l'època. El resultat és una poesia vital i directa.`,
      `Molts dels seus poemes han estat musicats, i alguns formen part de la memòria col·lectiva. Rellegir-lo és retrobar una veu jove, que va morir massa aviat però que continua viva.`,
    ],
    references: [`Salvat-Papasseit, Joan. <em>El poema de la rosa als llavis</em>. Barcelona: Llibreria Nacional Catalana, 1923.`],
  },
];

/** Opening paragraphs of a review of a new book. */
export const REVIEW_OPENERS: string[] = [
  `<em>{title}</em>, de {author}, arriba a les llibreries amb el segell de {publisher} i una coberta que no passa desapercebuda. És un llibre de {pages} pàgines que es llegeix amb la sensació d'estar davant d'alguna cosa important.`,
  `Hi ha llibres que s'anuncien amb soroll i llibres que arriben en silenci. <em>{title}</em>, publicat per {publisher}, és dels segons, i potser per això mereix encara més atenció.`,
  `Feia temps que esperàvem un llibre nou de {author}, i <em>{title}</em> no decep. L'obra, editada per {publisher}, confirma una trajectòria coherent i exigent.`,
  `Vaig començar <em>{title}</em> un diumenge a la tarda i el vaig acabar aquella mateixa nit. No és un mèrit menor: poques vegades un llibre de {pages} pàgines atrapa d'aquesta manera.`,
  `Entre les novetats d'aquesta temporada, <em>{title}</em> destaca per la seva ambició i per la seva cura. {publisher} ha fet una edició impecable d'un text que ho mereix.`,
];

/** Paragraphs about the book's kind: chosen to match its genre. */
export const REVIEW_BY_GENRE: Record<BookGenre, string[]> = {
  'novel·la': [
    `L'estructura de la novel·la és un dels seus grans encerts. {author} alterna capítols breus amb altres de més llargs, i fa avançar la trama a un ritme que sembla lent però que no s'atura mai. Cada capítol acaba amb una imatge que queda flotant.`,
    `Els personatges són de carn i ossos. Cap d'ells no és del tot bo ni del tot dolent, i el lector se'ls estima i els detesta alternativament, com passa amb la gent de debò. Els diàlegs, especialment, tenen una naturalitat que no és fàcil d'aconseguir en català.`,
    `La prosa de {author} és precisa sense ser freda. Hi ha frases d'una gran bellesa, però no hi ha cap floritura innecessària: l'estil està al servei de la història, i no a l'inrevés. És una prosa que sap quan ha de callar.`,
    `Potser l'únic retret que es pot fer a la novel·la és un final una mica precipitat, com si de sobte hi hagués pressa per acabar. Però és un defecte menor en un llibre que, en conjunt, és d'una gran solidesa.`,
    `El paisatge hi té un paper fonamental. No és un simple decorat, sinó una presència que condiciona els personatges i les seves decisions. Pocs novel·listes actuals saben fer parlar els llocs d'aquesta manera.`,
    `La novel·la planteja preguntes incòmodes sense donar respostes fàcils. Què devem als nostres pares? Què fem amb el que heretem? Fins on podem fugir del lloc on hem nascut? El lector tanca el llibre amb més preguntes que quan l'ha obert, i això és bo.`,
  ],
  poesia: [
    `Els poemes de <em>{title}</em> són breus, gairebé sempre de menys de quinze versos, i tenen una densitat que obliga a llegir-los a poc a poc. No hi ha cap paraula de més: cada vers ha estat pesat i mesurat.`,
    `{author} treballa amb una llengua aparentment senzilla, propera a la parlada, però plena de ressonàncies. Hi ha ecos de la tradició popular, de les cançons i dels refranys, que es barregen amb imatges molt contemporànies.`,
    `El llibre està organitzat en tres parts que funcionen com els moviments d'una peça musical. La primera és més descriptiva, la segona més íntima i la tercera obre el llibre cap a una mena de serenitat guanyada.`,
    `Hi ha poemes que es queden a la memòria des de la primera lectura, i això és potser el millor elogi que es pot fer a un poemari. Un lector atent n'acabarà sabent alguns de memòria sense proposar-s'ho.`,
    `La poesia de {author} dialoga amb la tradició catalana sense complexos. S'hi endevinen lectures de Ferrater, de Marçal, de Vinyoli, però la veu és inconfusiblement pròpia, i això no és poca cosa en un panorama poètic tan ric.`,
  ],
  contes: [
    `El conte és un gènere exigent, que no perdona cap error, i {author} el domina amb una seguretat admirable. Cada relat té la seva pròpia arquitectura, però tots comparteixen una mateixa mirada, atenta i compassiva.`,
    `Els millors contes del recull són els més breus, on {author} aconsegueix condensar una vida sencera en poques pàgines. Són contes que acaben abans del que esperem i que continuen al cap del lector molta estona després.`,
    `El recull té una unitat de to i d'espai que el converteix gairebé en una novel·la fragmentària. Els personatges d'un conte reapareixen en un altre, i el lector va construint a poc a poc el mapa d'una comunitat.`,
    `Com passa en tots els reculls, no tots els contes tenen el mateix nivell. Però fins i tot els més fluixos tenen alguna imatge, algun diàleg, alguna frase que justifica la lectura.`,
    `L'humor és una de les armes secretes del llibre. Fins i tot en els contes més durs hi ha una ironia subtil que alleugereix el to i que fa que el lector no se senti mai aclaparat.`,
  ],
  assaig: [
    `L'assaig té la virtut de ser accessible sense ser superficial. {author} explica idees complexes amb exemples quotidians, i el lector no té mai la sensació d'estar llegint un tractat acadèmic.`,
    `Un dels mèrits del llibre és la seva erudició discreta. {author} cita filòsofs, historiadors i poetes, però sempre al servei de l'argument i mai per lluir-se. Les notes finals són una mina per a qui vulgui aprofundir.`,
    `El to és personal, gairebé confessional en alguns moments. {author} no amaga les seves opinions ni les seves contradiccions, i això fa que el lector hi dialogui com qui dialoga amb un amic intel·ligent.`,
    `Potser el llibre hauria guanyat amb una mica més de concisió: algunes idees es repeteixen en capítols diferents. Però és un defecte comprensible en un assaig que vol abastar tant.`,
    `L'assaig català viu un bon moment, i <em>{title}</em> n'és una bona prova. És un llibre que fa pensar, que provoca converses i que convida a rellegir-lo amb un llapis a la mà.`,
  ],
};

/** Closing paragraphs of a review. */
export const REVIEW_CLOSERS: string[] = [
  `En resum, <em>{title}</em> és un llibre que recomanem sense reserves. No és perfecte, però té una ànima, i això és el que compta.`,
  `Tanquem el llibre amb la certesa que {author} és una veu que cal seguir. Esperem el proper amb impaciència.`,
  `És un llibre per regalar i, sobretot, per regalar-se. Una d'aquelles lectures que justifiquen per si soles una temporada.`,
  `Caldrà tornar-hi. Hi ha llibres que es llegeixen una vegada i llibres que es rellegeixen, i aquest és dels segons.`,
];

/** Paragraphs that frame a re-reading of a classic. Placeholders: {title}, {author}. */
export const CLASSIC_FRAMES: string[] = [
  `Hi ha llibres que tothom coneix i que poca gent ha llegit de debò. <em>{title}</em> n'és un. El títol surt als manuals, a les llistes de lectures obligatòries i als exàmens, però el llibre mateix, el text, sovint queda amagat darrere de tanta reputació.`,
  `Els clàssics, deia algú, són llibres que mai no acaben de dir el que tenen a dir. Rellegir {author} avui és comprovar-ho: cada generació hi troba coses noves, i la nostra no n'és una excepció.`,
  `Una bona notícia: les reedicions recents han tornat a posar <em>{title}</em> a les taules de les llibreries, amb edicions cuidades i pròlegs que ajuden el lector d'avui. No hi ha excusa per no llegir-lo.`,
  `Si no l'heu llegit mai, aquest és un bon moment. I si el vau llegir a l'institut, per obligació, us convido a tornar-hi: el llibre ha canviat, o potser hem canviat nosaltres.`,
];

/** Opening paragraphs of the monthly bookshelf ('El prestatge'). Placeholders: {month}, {ofMonth}. */
export const SHELF_INTROS: string[] = [
  `Com cada mes, la redacció ha fet la seva tria de lectures. No són necessàriament les novetats més sonades, sinó els llibres que ens han acompanyat aquest {month} i que voldríem posar a les mans dels nostres lectors.`,
  `Aquest {month} hem llegit molt, i no sempre el que tocava. El prestatge d'aquest mes barreja novetats i relectures, poesia i assaig, llibres grossos i llibres petits.`,
  `El prestatge {ofMonth} és eclèctic, com ha de ser. Hi ha un llibre per a cada humor i per a cada hora del dia, i tots tenen en comú que ens han fet millors lectors.`,
  `Us proposem tres lectures per a aquest {month}. Tres llibres molt diferents que, llegits junts, dibuixen un petit mapa de la literatura que ens interessa.`,
];
