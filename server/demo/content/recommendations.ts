/**
 * The monthly recommendations of the editorial team. Films, exhibitions, records, shows and
 * podcasts are fictional; books come from the books pool. Placeholders: {month} ('abril'), {ofMonth} ("d'abril"), {year}.
 */
import type { RecommendationSeed } from './types.js';

export const RECOMMENDATIONS: RecommendationSeed[] = [
  { kind: 'Cinema', title: 'Les hores de l\'estany', who: 'documental d\'Aurora Vives', text: `Un documental contemplatiu que segueix durant un any els barquers i pescadors de l'estany de Banyoles. Sense veu en off, només amb el so de l'aigua i de les converses, construeix un retrat bellíssim d'un món que s'acaba.` },
  { kind: 'Cinema', title: 'Boira baixa', who: 'pel·lícula de Tomàs Roselló', text: `Un drama rural ambientat a la plana de Vic, rodat en blanc i negre i amb actors no professionals. La boira hi és un personatge més, i la història d'una família que s'enfronta a la venda del mas arriba molt endins.` },
  { kind: 'Cinema', title: 'El carrer de les Flors', who: 'pel·lícula de Mariona Sagarra', text: `La primera pel·lícula com a directora d'una actriu que coneixíem bé. Una comèdia agredolça sobre tres veïnes d'un edifici del Raval, amb uns diàlegs brillants i una tendresa que no cau mai en el sentimentalisme.` },
  { kind: 'Cinema', title: 'Cicle «Cinema i literatura»', who: 'Filmoteca de Catalunya', text: `Un cicle que repassa les millors adaptacions de novel·les catalanes al cinema, amb presentacions a càrrec d'escriptors i crítics. Una ocasió per veure en pantalla gran pel·lícules que gairebé mai no es projecten.` },
  { kind: 'Cinema', title: 'Paper', who: 'curtmetratge d\'animació de Xavier Pujades', text: `Deu minuts d'animació feta a mà amb paper retallat, que expliquen la vida d'una llibreta des que surt de la fàbrica fins que acaba en un arxiu. Poètic, enginyós i emocionant.` },
  { kind: 'Cinema', title: 'Les mestres', who: 'documental de Marina Coromines', text: `Un documental necessari sobre les mestres de la República que van ser depurades després de la guerra. Amb testimonis de les últimes alumnes vives, és un exercici de memòria fet amb rigor i amb delicadesa.` },
  { kind: 'Cinema', title: 'Mediterrània', who: 'pel·lícula coral produïda per Rafel Llinàs', text: `Cinc històries, cinc ports, cinc llengües: de l'Alguer a Tunis, una pel·lícula coral que fa del Mediterrani el seu protagonista. Irregular, com totes les pel·lícules d'episodis, però amb moments memorables.` },
  { kind: 'Cinema', title: 'Sessió de nit al cineclub', who: 'Cineclub de l\'Estany, Banyoles', text: `Cada divendres, el cineclub programa una sessió de nit amb clàssics del cinema d'autor en versió original. Una cita imprescindible per als cinèfils de les comarques gironines.` },
  { kind: 'Cinema', title: 'Portbou', who: 'curtmetratge de Dídac Ferrer', text: `Un curtmetratge sobre els últims dies de Walter Benjamin, narrat des del punt de vista de la dona que regentava l'hostal on es va allotjar. Sobri, intens i molt ben interpretat.` },
  { kind: 'Cinema', title: 'La veu de l\'Albufera', who: 'documental d\'Aurora Vives', text: `La cineasta valenciana torna a l'Albufera per retratar els últims pescadors de la llacuna. Una pel·lícula de silencis i de llum, que es mira com qui escolta una cançó antiga.` },
  { kind: 'Exposició', title: 'Basalt. Pintura de la Garrotxa', who: 'Museu de la Garrotxa, Olot', text: `Una exposició que recorre cent cinquanta anys de pintura de paisatge a la Garrotxa, des dels mestres de l'Escola d'Olot fins als artistes contemporanis. Ben muntada i amb peces que rarament surten dels magatzems.` },
  { kind: 'Exposició', title: 'La impremta a Girona', who: 'Museu d\'Història de Girona', text: `Cinc segles d'impremta a Girona, amb premses antigues, caixes de tipus, llibres i fulls volants. Hi ha un taller on els visitants poden compondre el seu nom amb tipus mòbils.` },
  { kind: 'Exposició', title: 'Dones fotògrafes', who: 'Centre d\'Art de Banyoles', text: `Una selecció d'obres de fotògrafes catalanes del segle XX, moltes de les quals havien estat oblidades. Una exposició que reescriu la història de la fotografia al nostre país.` },
  { kind: 'Exposició', title: 'Herbari de ciutat', who: 'il·lustracions de Sònia Batllori', text: `Dibuixos de les plantes que creixen entre les llambordes, als escocells i als solars de Barcelona. Una exposició petita i deliciosa, que canvia la manera de caminar per la ciutat.` },
  { kind: 'Exposició', title: 'Llum de Portlligat', who: 'pintures de Clara Gelabert', text: `Una sèrie de pintures sobre la llum de la badia de Portlligat a diferents hores del dia. Una exposició que demana temps, com la llum que retrata.` },
  { kind: 'Exposició', title: 'Arxiu', who: 'instal·lació de Gemma Roca', text: `Una instal·lació feta amb milers de fotografies trobades en mercats de segona mà, organitzades per temes: bodes, comunions, vacances, morts. Una reflexió inquietant sobre la memòria familiar.` },
  { kind: 'Exposició', title: 'Terres', who: 'ceràmiques de Carme Farrés', text: `Peces de ceràmica fetes amb terres recollides a diferents comarques, cadascuna amb el seu color. Una exposició que fa visible la diversitat geològica del país.` },
  { kind: 'Exposició', title: 'Ramon Llull i les màquines de pensar', who: 'exposició itinerant', text: `Una exposició divulgativa sobre l'<em>Ars</em> de Llull i la seva influència en la història de la lògica i de la informàtica, amb reproduccions de les figures lul·lianes que els visitants poden fer girar.` },
  { kind: 'Exposició', title: 'Fàbriques', who: 'originals de còmic d\'Oriol Cassà', text: `Els originals de la novel·la gràfica sobre la memòria obrera del Besòs. Veure les pàgines a mida real permet apreciar la feina minuciosa del dibuixant.` },
  { kind: 'Exposició', title: 'Escenaris', who: 'maquetes d\'Eulàlia Prat', text: `Maquetes d'escenografies de teatre i d'òpera, que permeten descobrir com es pensa un espai escènic. Una exposició per a amants del teatre i per a curiosos.` },
  { kind: 'Música', title: 'Tramuntana', who: 'disc de Biel Cerdà', text: `El nou disc del cantautor mallorquí, amb cançons que parlen de la serra, del mar i de la gent que marxa. Arranjaments mínims, veu i guitarra, i unes lletres d'una gran qualitat literària.` },
  { kind: 'Música', title: 'Cançons de l\'Horta', who: 'disc d\'Elena Sureda', text: `Cançons tradicionals valencianes amb arranjaments electrònics subtils, que les porten al present sense trair-les. Un disc que fa ballar i que fa pensar.` },
  { kind: 'Música', title: 'Aigua', who: 'cantata de Martí Rovira Cos', text: `Una cantata per a cor i orquestra de cambra inspirada en l'estany de Banyoles, sobre poemes de poetes de la comarca. Una obra ambiciosa i emocionant.` },
  { kind: 'Música', title: 'Nit curta', who: 'disc d\'Arnau Vilanova Trio', text: `Jazz de cambra, elegant i nocturn, enregistrat en directe en un club de Barcelona. Perfecte per a les nits d'estiu.` },
  { kind: 'Música', title: 'Poemes cantats', who: 'disc de Júlia Miró', text: `La cantautora d'Alcoi musica poemes de Vicent Andrés Estellés i d'altres poetes valencians. Una veu preciosa i una sensibilitat exquisida.` },
  { kind: 'Música', title: 'Xeremies', who: 'disc de Toni Ferrà', text: `Música tradicional mallorquina per a xeremies, flabiol i tamborí, amb composicions noves que dialoguen amb el repertori antic. Un disc festiu i sorprenent.` },
  { kind: 'Música', title: 'Tramuntana blues', who: 'disc de Jordi Cucurella', text: `Blues empordanès, si és que això existeix. Guitarres plenes de vent i lletres que parlen de la plana, dels pobles i de la gent que hi viu.` },
  { kind: 'Música', title: 'Suites de Bach', who: 'enregistrament de Lídia Serracant', text: `Una lectura serena i profunda de les suites per a violoncel de Bach, enregistrada en una església romànica del Lluçanès. El so de la pedra forma part de la música.` },
  { kind: 'Música', title: 'Cicle de cançó de concert', who: 'Palau de la Música Catalana', text: `Un cicle dedicat a la cançó de concert catalana, amb obres de compositors del segle XX sobre poemes de Carner, Maragall i Espriu. Una ocasió rara d'escoltar un repertori injustament oblidat.` },
  { kind: 'Música', title: 'Festival de Música de l\'Estany', who: 'Banyoles', text: `Concerts a l'aire lliure a la vora de l'estany durant les nits de juliol, amb una programació que barreja clàssica, jazz i cançó. L'escenari és difícil de superar.` },
  { kind: 'Escena', title: 'El pis de baix', who: 'obra d\'Ernest Puigcorbé', text: `Una comèdia negra sobre dos veïns que es barallen per una humitat i que acaben descobrint que tenen molt més en comú del que pensaven. Diàlegs esmolats i dos actors en estat de gràcia.` },
  { kind: 'Escena', title: 'Canigó', who: 'espectacle de poesia i música', text: `Una versió escènica del poema de Verdaguer, amb actors, músics i projeccions. Una manera molt viva d'acostar-se a un clàssic que sovint fa por.` },
  { kind: 'Escena', title: 'Contes de vora el foc', who: 'sessions de Sara Roig', text: `La narradora oral explica contes tradicionals a les biblioteques de la Garrotxa durant l'hivern. Sessions per a adults, que demostren que els contes no són només per a infants.` },
  { kind: 'Escena', title: 'Les germanes', who: 'adaptació teatral', text: `Una adaptació teatral de la sèrie de Roser Camps, amb tres actrius que sostenen l'obra amb una intensitat extraordinària. Una història de germanes, d'herències i de secrets.` },
  { kind: 'Escena', title: 'Recital «Poesia a l\'estany»', who: 'Banyoles', text: `Una vetllada de poesia a la vora de l'aigua, amb poetes de la comarca i músics convidats. Es recomana portar coixí i jersei.` },
  { kind: 'Escena', title: 'Dansa i paraula', who: 'espectacle de la companyia Aiguamoll', text: `Un espectacle que combina dansa contemporània i poemes recitats, sobre el cos i la memòria. Breu, intens i molt bell.` },
  { kind: 'Pòdcast', title: 'Converses a la cuina', who: 'pòdcast de Marta Soldevila', text: `Entrevistes llargues amb escriptores, enregistrades a les seves cuines mentre preparen un plat. Un format senzill i enganxós, on les converses flueixen com en una sobretaula.` },
  { kind: 'Pòdcast', title: 'La sala fosca', who: 'pòdcast de cinema', text: `Un pòdcast setmanal sobre cinema d'autor, amb crítiques, entrevistes i recomanacions. Ideal per descobrir pel·lícules que no surten a les cartelleres.` },
  { kind: 'Pòdcast', title: 'Paraules perdudes', who: 'pòdcast de llengua', text: `Cada episodi rescata una paraula catalana en perill d'extinció i n'explica la història, amb testimonis de parlants de tot el territori. Divertit i instructiu.` },
  { kind: 'Pòdcast', title: 'Filosofia de butxaca', who: 'pòdcast de Martí Serrallonga', text: `Converses breus sobre grans preguntes filosòfiques, pensades per escoltar en un trajecte de tren. Rigor i bon humor a parts iguals.` },
  { kind: 'Pòdcast', title: 'Arxius sonors', who: 'pòdcast de memòria oral', text: `Enregistraments de gent gran que explica com era la vida abans, recollits per arxius comarcals. Escoltar aquestes veus és un privilegi.` },
  { kind: 'Pòdcast', title: 'Traduccions', who: 'pòdcast de Mireia Castanyer', text: `Converses amb traductors literaris sobre els llibres que han traduït i els problemes que s'hi han trobat. Un pòdcast per a lectors curiosos.` },
];

/** Opening paragraphs of the monthly recommendations. */
export const RECOMMENDATION_INTROS: string[] = [
  `Arriba {month} i, com cada mes, la redacció ha fet una tria del que ens ha agradat més: llibres, pel·lícules, exposicions i música per acompanyar els dies.`,
  `Aquest {month} us proposem un recorregut variat, amb propostes per a tots els gustos i per a totes les butxaques. Algunes són a prop de casa; d'altres, a un clic.`,
  `Les recomanacions {ofMonth} de {year} tenen un fil comú: totes ens han fet aturar-nos i mirar amb més atenció. No és poca cosa, en temps de pressa.`,
  `Què llegim, què mirem, què escoltem aquest {month}? La resposta, com sempre, és eclèctica. La redacció ha votat, i aquestes són les propostes guanyadores.`,
  `Com cada mes, obrim la nostra llibreta de recomanacions. Aquest {month} hi ha una mica de tot: cinema, llibres, música i alguna sorpresa.`,
];

/** Title patterns of the monthly recommendations. */
export const RECOMMENDATION_TITLES: string[] = [
  'Les recomanacions {ofMonth} de {year}',
  'Què llegim i què mirem: {month} de {year}',
  'La llibreta {ofMonth} de {year}',
  'Propostes per al mes {ofMonth} de {year}',
  'El que ens ha agradat: {month} de {year}',
  'Agenda cultural {ofMonth} de {year}',
];

/** YouTube embeds for music recommendations (11-character video ids). */
export const MUSIC_VIDEOS: { id: string; foot: string }[] = [
  { id: 'kX3uR9tWq1E', foot: `Una cançó del disc enregistrada en directe.` },
  { id: 'pB7nJ2cLs0A', foot: `Videoclip del primer senzill.` },
  { id: 'T4vQm8yHd5U', foot: `Assaig obert abans de la gira.` },
  { id: 'Zr2eK6gNf9o', foot: `Concert a la vora de l'estany de Banyoles.` },
];
