/**
 * Essay themes for the 'articles' section: each gives several titles; the assembly picks a title
 * and a subset of the theme's paragraphs for each essay. Memory and place: archives, looking, song, landscape, the city.
 */
import type { EssaySeed } from '../types.js';

export const MEMORY_AND_PLACE_ESSAYS: EssaySeed[] = [
  {
    key: 'arxius',
    specialty: 'Història',
    titles: [
      'Capses de fotografies',
      "A l'arxiu: una feina de recordar",
      'Fotografies trobades',
      'El que guarden els arxius municipals',
      'Memòria oral: escoltar els grans',
    ],
    summaries: [
      `Els arxius són llocs silenciosos on passen coses extraordinàries: <em>cartes, fotografies i vides</em> que esperen ser llegides.`,
      `Fotografies anònimes, àlbums familiars i la memòria visual d'un país.`,
      `Per què hem de gravar les veus de la gent gran abans que sigui tard.`,
      `Capses que ningú no ha obert en cinquanta anys, plànols de carrers que ja no existeixen: <em>el que guarden els arxius municipals</em>.`,
      `La memòria oral és l'arxiu més fràgil: la verema, la guerra, les cançons de feina, records que no estan escrits enlloc.`,
    ],
    headings: ['Les capses', 'El valor del document', 'Memòria oral'],
    paragraphs: [
      `Un arxiu municipal és un lloc on la història no té pressa. Hi ha capses que ningú no ha obert en cinquanta anys, lligalls de papers amb lletres que costen de llegir, plànols de carrers que ja no existeixen. Els arxivers saben que, dins d'aquestes capses, hi pot haver qualsevol cosa: un padró, un conflicte veïnal, una carta d'amor oblidada entre factures.`,
      `La fotografia familiar és una font històrica de primer ordre. Els àlbums de casa mostren com vestia la gent, com eren les cases, quines festes se celebraven, qui hi havia a cada boda. Quan una família llença un àlbum perquè ja no sap qui són les persones que hi surten, es perd un fragment de memòria col·lectiva que difícilment es podrà recuperar.`,
      `Alguns arxius comarcals han fet campanyes per recollir fotografies particulars. La gent hi porta les fotos, que es digitalitzen i es retornen, i l'arxiu n'obté una còpia amb tota la informació que els propietaris recorden. Aquestes campanyes han permès reconstruir la història visual de molts pobles, i sovint apareixen imatges sorprenents que ningú no sabia que existien.`,
      `Hi ha fotografies que arriben a l'arxiu sense cap informació: no sabem qui són les persones, on es van fer ni quan. Són imatges òrfenes, que obliguen a fer de detectiu. L'estil de la roba, la forma d'un cotxe, un rètol al fons: qualsevol detall pot ajudar a datar-les. De vegades, una exposició pública permet que algú reconegui un avi o una tia.`,
      `La memòria oral és l'arxiu més fràgil de tots. Les persones grans guarden records que no estan escrits enlloc: com es feia la verema, com es vivia durant la guerra, quines cançons es cantaven a la feina. Quan moren, aquests records se'n van amb elles. Gravar-les, escoltar-les amb paciència i transcriure les seves paraules és una feina urgent.`,
      `Treballar en un arxiu demana una mena de paciència especial. Es pot passar setmanes buscant un document que potser no existeix, i trobar-ne un altre de molt més interessant per casualitat. Els historiadors parlen sovint de la serendipitat de l'arxiu: la sorpresa de trobar el que no buscaves. És una de les grans emocions de l'ofici.`,
      `La digitalització ha canviat la manera de treballar als arxius. Molts documents es poden consultar des de casa, i això ha obert els fons a investigadors de tot el món i a curiosos que abans no s'hi haurien acostat. Però la digitalització també té riscos: els formats digitals envelleixen més de pressa que el paper, i conservar-los demana una feina constant.`,
      `Un arxiu no és un cementiri de papers, sinó una reserva de futur. Cada document que es conserva pot respondre preguntes que encara no ens hem fet. Potser d'aquí a cent anys algú buscarà en els nostres arxius com vivíem, què ens preocupava, com escrivíem. I potser llavors entendrà coses de nosaltres que nosaltres mateixos no sabem veure.`,
    ],
    quotes: [
      { content: `Un arxiu és una reserva de preguntes que encara no ens hem fet.`, reference: `Elisenda Planagumà, <em>Aigua i feina</em>` },
      { content: `Les fotografies òrfenes són les més eloqüents: ho diuen tot, menys qui són.`, reference: `Guillem Alzina, <em>Talaiots</em>` },
    ],
    references: [
      `Sontag, Susan. <em>On Photography</em>. Nova York: Farrar, Straus and Giroux, 1977.`,
      `Planagumà, Elisenda. <em>La mestra de Porqueres</em>. Banyoles: Centre d'Estudis Comarcals, 2018.`,
      `Farge, Arlette. <em>Le goût de l'archive</em>. París: Seuil, 1989.`,
    ],
    notes: [
      `Arlette Farge va descriure el treball d'arxiu com una experiència alhora física i intel·lectual.`,
      `Les campanyes de recollida de fotografies familiars s'han fet en molts arxius comarcals de Catalunya.`,
    ],
    captions: [
      `Capses d'un fons documental en un arxiu comarcal.`,
      `Una fotografia familiar dels anys cinquanta, digitalitzada per l'arxiu.`,
    ],
  },
  {
    key: 'mirar',
    specialty: 'Art contemporani',
    titles: [
      "L'art de mirar",
      'Deu minuts davant d\'un quadre',
      "L'art contemporani sense por",
      'Museus petits',
      'El taller de l\'artista',
    ],
    summaries: [
      `Mirar sembla fàcil fins que algú ens ensenya a fer-ho de debò. <em>Un exercici d'atenció</em> davant l'art contemporani.`,
      `Una defensa dels museus petits, on es pot mirar amb calma i sense cues.`,
      `L'art contemporani desconcerta molts visitants. Potser la solució és preguntar sense vergonya.`,
      `Olot, Figueres i la llum de l'Empordà: <em>l'art que no surt als grans circuits</em> i una manera de mirar-lo sense pressa.`,
      `Al taller d'un artista es veu l'obra abans de ser obra: <em>els esbossos, els intents fallits, les eines</em>.`,
    ],
    headings: ['Mirar a poc a poc', 'El desconcert', 'Museus a escala humana'],
    paragraphs: [
      `Un estudi famós va calcular que els visitants dels museus dediquen, de mitjana, menys de trenta segons a cada obra. Mirem els quadres com mirem els aparadors: de passada, buscant alguna cosa que ens cridi l'atenció. Però l'art demana un altre temps. Un quadre no es deixa veure de cop; cal quedar-s'hi, deixar que els ulls s'acostumin, tornar-hi.`,
      `Proposo un exercici senzill: triar una sola obra en un museu i quedar-s'hi deu minuts, sense mòbil. Els primers dos minuts són incòmodes. Després comencen a aparèixer coses que no havíem vist: un color que canvia, una pinzellada estranya, una figura petita al fons. Al final dels deu minuts, el quadre s'ha convertit en un altre.`,
      `L'art contemporani desconcerta molts visitants, i és normal. Sovint no representa res reconeixible, utilitza materials estranys o sembla que qualsevol ho podria fer. Davant d'aquest desconcert hi ha dues reaccions possibles: el rebuig o la curiositat. La primera és més còmoda; la segona, molt més interessant. Preguntar-se per què algú ha fet una obra així és ja començar a mirar-la.`,
      `Els museus petits tenen un encant especial. No hi ha cues, no hi ha multituds fent fotos, i es pot mirar amb calma. Museus comarcals com el de la Garrotxa, a Olot, o el Museu de l'Empordà, a Figueres, guarden col·leccions magnífiques que pocs visitants coneixen. Són museus a escala humana, on l'art encara es pot mirar de prop.`,
      `Visitar el taller d'un artista és una experiència reveladora. Allà es veu l'obra abans de ser obra: els esbossos, els intents fallits, els materials escampats, les eines. El taller explica el procés, i el procés ajuda a entendre el resultat. Molts artistes diuen que el taller és el lloc on pensen, i que pintar és una forma de pensament amb les mans.`,
      `L'art de l'Empordà té una tradició pròpia que va molt més enllà de Dalí. Pintors de diverses generacions s'hi van instal·lar atrets per la llum, el vent i el paisatge, i van crear una escola informal que encara avui té continuadors. La llum de l'Empordà, neta i dura després de la tramuntana, ha estat descrita mil vegades, i continua atraient artistes.`,
      `La crítica d'art té mala fama: sembla escrita en una llengua incomprensible, plena de termes tècnics i de referències filosòfiques. Però la bona crítica és una altra cosa: és algú que ha mirat molt i que ens ajuda a mirar. No ens diu què hem de pensar, sinó on hem de posar els ulls. Com un bon guia de muntanya, que ens ensenya el camí sense caminar per nosaltres.`,
      `Mirar bé és un aprenentatge que no s'acaba mai. Cada obra ens ensenya alguna cosa sobre com mirar la següent, i a poc a poc anem construint una mirada pròpia. No cal ser expert per gaudir de l'art; només cal temps, curiositat i una certa disposició a deixar-se sorprendre. L'art de mirar és, en el fons, l'art de no tenir pressa.`,
    ],
    quotes: [
      { content: `Un quadre no es deixa veure de cop; cal quedar-s'hi.`, reference: `Oriol Feliu, <em>Mirar a poc a poc</em>` },
      { content: `Pintar és pensar amb les mans.`, reference: `Irene Comas, <em>Quadern de la costa</em>` },
    ],
    references: [
      `Berger, John. <em>Ways of Seeing</em>. Londres: Penguin, 1972.`,
      `Feliu, Oriol. <em>Mirar a poc a poc: guia per a visitants de museus</em>. Barcelona: Edicions del Terraprim, 2019.`,
      `Perec, Georges. <em>Espèces d'espaces</em>. París: Galilée, 1974.`,
    ],
    notes: [
      `Diversos estudis sobre el comportament dels visitants en museus han mesurat temps d'observació molt breus per obra.`,
      `El Museu de la Garrotxa guarda una important col·lecció de pintura de l'Escola d'Olot.`,
    ],
    captions: [
      `Una visitant davant d'un quadre en una sala del museu.`,
      `El taller d'una pintora, amb teles a mig fer.`,
    ],
  },
  {
    key: 'canco',
    specialty: 'Música',
    titles: [
      'La música de les paraules',
      'Poemes que es canten',
      'Cançó i poesia: una història d\'amor',
      'Posar música a un poema',
      'El ritme de la prosa',
    ],
    summaries: [
      `Poesia i cançó han anat de la mà des dels trobadors. <em>Quan un poema es canta</em>, es converteix en una altra cosa.`,
      `Una història de la relació entre poetes i músics en la tradició catalana.`,
      `Per què alguns textos s'han de llegir en veu alta: sobre el ritme i la música de la prosa.`,
      `Posar música a un poema és una operació delicada: <em>la música pot reforçar-ne el ritme o trair-lo</em>.`,
      `Cançons de feina, de bressol i de festa: <em>la cançó popular com a arxiu</em> de la llengua.`,
    ],
    headings: ['Dels trobadors a la Nova Cançó', 'Musicar un poema', 'El ritme'],
    paragraphs: [
      `La poesia va néixer cantada. Els trobadors medievals componien la lletra i la música alhora, i els seus poemes es difonien de cort en cort gràcies als joglars que els interpretaven. La separació entre poesia escrita i cançó és relativament recent, i en molts aspectes artificial. Un bon poema sempre té música, encara que ningú no l'hagi escrita en un pentagrama.`,
      `La Nova Cançó dels anys seixanta va tornar a unir poesia i música en català. Els cantautors van musicar poemes de Salvat-Papasseit, de Martí i Pol, de Vicent Andrés Estellés, i molts joves van descobrir aquests poetes a través dels discos. Per a tota una generació, la poesia catalana va entrar per l'orella abans que pels ulls.`,
      `Posar música a un poema és una operació delicada. El poema ja té el seu propi ritme, i la música pot reforçar-lo o trair-lo. Alguns compositors respecten cada síl·laba; altres tallen, repeteixen i reorganitzen el text fins a fer-ne una cosa nova. Les millors cançons són les que troben l'equilibri: fan que el poema soni com si sempre hagués estat una cançó.`,
      `Hi ha poetes que escriuen pensant en la música, i altres que no suporten que els musiquin. Els primers construeixen versos amb tornades, repeticions i estructures que faciliten el cant. Els segons defensen que el poema ja és música, i que afegir-n'hi més és com pintar sobre un quadre. Totes dues posicions tenen raó, segons el poema.`,
      `La prosa també té ritme, encara que sovint ens n'oblidem. Una bona frase té una respiració, una cadència, un moment de tensió i un de repòs. Els grans prosistes catalans, de Josep Pla a Mercè Rodoreda, tenien una orella extraordinària. Llegir-los en veu alta és descobrir una música que la lectura silenciosa amaga.`,
      `Els recitals de poesia amb música s'han multiplicat en els darrers anys. Poetes i músics comparteixen escenari, i el públic descobreix que la poesia pot ser un espectacle viu, lluny de la imatge del llibre avorrit de l'escola. Aquests recitals han portat la poesia a bars, festivals i places on abans no arribava.`,
      `La cançó popular és un arxiu de la llengua. Les cançons de feina, de bressol, de festa i de dol guarden paraules, girs i maneres de dir que s'han perdut en la llengua parlada. Els recopiladors del segle passat van fer una feina immensa per recollir-les, i avui molts músics joves les recuperen i les reinterpreten.`,
      `Escoltar un poema musicat és una manera de llegir-lo de nou. La música subratlla paraules que en la lectura havien passat desapercebudes, crea pauses on no n'hi havia, dona un color emocional a versos que semblaven neutres. Després d'escoltar una bona cançó, el poema ja no és el mateix: porta la música a dins per sempre.`,
    ],
    quotes: [
      { content: `Un bon poema sempre té música, encara que ningú no l'hagi escrita.`, reference: `Vicent Mollà, <em>Cançons de l'Alcoià</em>` },
      { content: `La cançó popular és la memòria sonora de la llengua.`, reference: `Jaume Cortadellas, <em>Història de la cançó</em>` },
    ],
    references: [
      `Cortadellas, Jaume. <em>Història sentimental de la cançó en català</em>. Barcelona: Llibres del Pòsit, 2015.`,
      `Ross, Alex. <em>The Rest Is Noise</em>. Nova York: Farrar, Straus and Giroux, 2007.`,
      `Estellés, Vicent Andrés. <em>Llibre de meravelles</em>. València: Eliseu Climent, 1971.`,
      `Sacks, Oliver. <em>Musicophilia</em>. Nova York: Knopf, 2007.`,
    ],
    notes: [
      `Els trobadors escrivien en occità, la llengua literària de prestigi a la Catalunya medieval.`,
      `La Nova Cançó va tenir un paper fonamental en la difusió de la poesia catalana durant el franquisme.`,
    ],
    captions: [
      `Un recital de poesia i música en una llibreria.`,
      `Un pentagrama amb versos anotats al marge.`,
    ],
    youtube: { id: 'm4Rk2pXe8Qw', foot: `Recital de poemes musicats enregistrat a la biblioteca de Banyoles.` },
  },
  {
    key: 'paisatge',
    specialty: 'Assaig',
    titles: [
      'El paisatge com a text',
      'Llegir el territori',
      'Camps, carreteres i rotondes',
      'La plana i la mirada',
      'Geografies íntimes',
    ],
    summaries: [
      `Un paisatge es pot llegir com un text: <em>té capítols, esborranys i paraules ratllades</em>.`,
      `Dels camps de l'Empordà als polígons industrials: aprendre a llegir el territori on vivim.`,
      `La geografia íntima de cadascú i la manera com els llocs ens construeixen.`,
      `La plana de l'Empordà, que Josep Pla va descriure amb una precisió obsessiva, com a <em>paisatge literari</em>.`,
      `Caminar és la millor manera de llegir el territori: <em>una font amagada, una paret de pedra seca</em>, un nom de carrer curiós.`,
    ],
    headings: ['Llegir', 'Els esborranys', 'La mirada'],
    paragraphs: [
      `Un paisatge no és natural. Fins i tot el que ens sembla més salvatge ha estat modelat per segles de feina humana: els camps tenen la forma que els van donar els pagesos, els boscos són el resultat de talades i replantacions, els camins segueixen rutes que algú va obrir fa molt de temps. Llegir un paisatge és llegir la història de les persones que l'han treballat.`,
      `Els geògrafs parlen del paisatge com d'un palimpsest: un pergamí on s'ha escrit i esborrat moltes vegades. Sota els camps de blat hi ha restes de vinyes antigues; sota els polígons, masies enderrocades; sota les autopistes, camins ramaders. Qui sap mirar pot veure aquestes capes, com un lector que endevina les paraules ratllades en un manuscrit.`,
      `La plana de l'Empordà és un dels paisatges més literaris de Catalunya. Josep Pla la va descriure amb una precisió obsessiva, i molts escriptors després d'ell l'han convertida en escenari. Però l'Empordà d'avui no és el de Pla: hi ha més cases, més carreteres, més turistes. El repte és escriure aquest paisatge nou sense nostàlgia i sense complaença.`,
      `Les rotondes són potser el paisatge més característic de la Catalunya contemporània. Milers de rotondes, moltes amb escultures o jardins de gust dubtós, marquen les entrades dels pobles. Són paisatge, encara que no ho sembli, i diuen molt de com hem construït el país en les darreres dècades. Un dia algú n'escriurà la història, i serà una història sobre nosaltres.`,
      `Cadascú té una geografia íntima: els llocs on va créixer, on es va enamorar, on va perdre algú. Aquests llocs no surten als mapes, però estructuren la nostra memòria. Tornar a un d'aquests llocs després de molts anys pot ser una experiència desconcertant, perquè el paisatge ha canviat i nosaltres també, i ja no encaixem l'un amb l'altre.`,
      `Caminar és la millor manera de llegir el territori. A peu es veuen detalls que des del cotxe passen desapercebuts: una font amagada, una paret de pedra seca, un nom de carrer curiós. Els caminants tenen temps de mirar, d'aturar-se, de preguntar. La velocitat uniformitza el paisatge; la lentitud el torna divers i ple de matisos.`,
      `La fotografia de paisatge ha tingut un paper important en la manera com veiem el territori. Els fotògrafs del segle XIX van fixar una imatge del país que encara perviu en les postals i els calendaris. Però altres fotògrafs, més recents, han mirat els marges: els descampats, les naus abandonades, els llocs on no passa res. També això és paisatge.`,
      `Llegir el paisatge ens fa més responsables. Quan entenem que el territori és el resultat de decisions humanes, entenem també que les decisions d'avui configuraran el paisatge de demà. Cada urbanització, cada carretera, cada parc solar és una frase nova en aquest text col·lectiu. Val la pena escriure-la amb cura.`,
    ],
    quotes: [
      { content: `El paisatge és un pergamí on s'ha escrit i esborrat moltes vegades.`, reference: `Eduard Rigau, <em>Habitar</em>` },
      { content: `Caminar és la manera més lenta i més exacta de llegir un país.`, reference: `Arnau Pujolàs, <em>Carena</em>` },
    ],
    references: [
      `Pla, Josep. <em>El quadern gris</em>. Barcelona: Destino, 1966.`,
      `Solnit, Rebecca. <em>Wanderlust: A History of Walking</em>. Nova York: Viking, 2000.`,
      `Macfarlane, Robert. <em>The Old Ways</em>. Londres: Hamish Hamilton, 2012.`,
      `Rigau, Eduard. <em>Habitar</em>. Girona: Llibres del Pòsit, 2014.`,
    ],
    notes: [
      `El terme <em>palimpsest</em> designa un manuscrit que conserva traces d'una escriptura anterior esborrada.`,
      `<em>El quadern gris</em> conté algunes de les descripcions més conegudes de la plana de l'Empordà.`,
    ],
    captions: [
      `La plana de l'Empordà des del castell de Quermançó.`,
      `Camps i carreteres vistos des d'un turó de la plana.`,
    ],
  },
  {
    key: 'ciutat',
    specialty: 'Assaig',
    titles: [
      'Caminar Barcelona',
      'La ciutat dels altres',
      'Barcelona a peu, sense mapa',
      'Els barris que no surten a les guies',
      '<i>Flâneur</i> a Gràcia',
    ],
    summaries: [
      `Barcelona vista a peu, sense mapa i sense pressa: <em>els barris que no surten a les guies</em>.`,
      `La ciutat com a text col·lectiu: qui la viu, qui la visita i qui la deixa.`,
      `Un passeig per Barcelona a la manera dels flâneurs, pendents de les coses petites.`,
      `Sant Andreu, el Clot o Nou Barris: una Barcelona plena de vida lluny dels itineraris turístics.`,
      `Gràcia, un poble dins de la ciutat: <em>places que són salons a l'aire lliure</em>.`,
    ],
    headings: ['Perdre\'s', 'Els barris', 'La ciutat que canvia'],
    paragraphs: [
      `Barcelona és una ciutat que es deixa caminar. La trama de l'Eixample, amb les seves illes octogonals, convida a passejar en diagonal, i els barris antics estan plens de carrers estrets que s'obren de cop a places inesperades. Però caminar Barcelona de debò vol dir sortir dels recorreguts habituals, deixar el mapa a casa i perdre's una mica.`,
      `El <em>flâneur</em> és una figura que va inventar el París del segle XIX: un passejant sense objectiu que observa la ciutat com un espectacle. Walter Benjamin en va fer una figura filosòfica. A Barcelona, el flâneur ha de competir amb els turistes i els patinets, però encara troba racons on la ciutat es mostra tal com és, sense maquillatge.`,
      `Gràcia és potser el barri que millor conserva l'esperit de poble dins de la ciutat. Les seves places, la Vila de Gràcia, el Sol, la Virreina, són salons a l'aire lliure on la gent s'asseu a parlar. A l'agost, la festa major transforma els carrers en escenaris decorats pels veïns. Però Gràcia també canvia, i molts veïns de tota la vida ja no s'hi poden permetre viure.`,
      `El Poblenou va ser el Manchester català, ple de fàbriques i xemeneies. Avui moltes d'aquestes fàbriques s'han convertit en oficines, lofts i centres culturals, i el barri viu una transformació accelerada. Caminar pel Poblenou és caminar per dues ciutats superposades: la industrial, que encara es veu en les naus i les xemeneies, i la tecnològica, de vidre i acer.`,
      `Hi ha barris de Barcelona que no surten a les guies turístiques i que són plens de vida. Sant Andreu, amb el seu centre de poble i el seu mercat; el Clot, amb els seus carrers tranquils; Nou Barris, construït per immigrants que van aixecar les seves pròpies cases. Aquests barris expliquen una Barcelona diferent, treballadora i orgullosa, que no sempre apareix a les postals.`,
      `La ciutat és un text col·lectiu que s'escriu cada dia. Els rètols, les pintades, els anuncis, els noms dels comerços: tot és escriptura, i tot explica alguna cosa. Un bon exercici és caminar llegint la ciutat: els noms dels carrers i les plaques que recorden personatges oblidats, les lletres antigues d'una botiga que ja no existeix.`,
      `Les ciutats canvien, i Barcelona canvia més de pressa que moltes. Botigues centenàries tanquen, barris sencers es transformen, els lloguers expulsen els veïns. Caminar la ciutat és també fer inventari del que es perd, no per nostàlgia sinó per consciència. Una ciutat que oblida el seu passat corre el risc de convertir-se en un decorat.`,
      `Potser la millor manera de conèixer una ciutat és tornar-hi moltes vegades al mateix lloc. Seure al mateix banc, a hores diferents, i veure com canvia la llum, la gent, el soroll. La ciutat no és un monument, sinó un organisme viu, i només la paciència ens permet entendre'n els ritmes. Barcelona es revela a qui la mira amb temps.`,
    ],
    quotes: [
      { content: `Una ciutat que oblida el seu passat corre el risc de convertir-se en un decorat.`, reference: `Queralt Brugués, <em>Barris</em>` },
      { content: `Barcelona es revela a qui la mira amb temps.`, reference: `Pau Rigat, <em>Quadern de la ciutat</em>` },
    ],
    references: [
      `Benjamin, Walter. <em>Das Passagen-Werk</em>. Frankfurt: Suhrkamp, 1982.`,
      `Calvino, Italo. <em>Le città invisibili</em>. Torí: Einaudi, 1972.`,
      `Oller, Narcís. <em>La febre d'or</em>. Barcelona: López, 1890-1892.`,
      `Brugués, Queralt. <em>Barris: cròniques d'una ciutat que canvia</em>. Barcelona: Edicions del Terraprim, 2021.`,
    ],
    notes: [
      `L'obra de Benjamin sobre els passatges de París va quedar inacabada i es va publicar pòstumament.`,
      `El Poblenou va ser un dels principals nuclis industrials de Barcelona durant el segle XIX.`,
    ],
    captions: [
      `Una plaça de Gràcia a primera hora del matí.`,
      `Xemeneies industrials al Poblenou de Barcelona.`,
    ],
  },
];
