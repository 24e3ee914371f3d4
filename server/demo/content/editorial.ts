/**
 * Paragraphs shared by the editorials that open every edition. The edition's own editorial
 * paragraph (editions.ts) comes first; two or three of these follow it.
 */

export const EDITORIAL_PARAGRAPHS: string[] = [
  `Com sempre, el número s'obre amb un assaig i es tanca amb les nostres recomanacions. Entremig hi trobareu poemes, contes, una entrevista llarga, ressenyes de llibres i un viatge. És l'estructura que ens hem donat, i que cada mes intentem trair una mica.`,
  `Volem agrair, una vegada més, la feina dels col·laboradors que fan possible la revista. Escriuen per amor a l'art, en el sentit més literal de l'expressió, i sense ells aquestes pàgines serien buides. També volem agrair els lectors que ens escriuen, ens corregeixen i ens proposen temes.`,
  `La revista es fa des de Banyoles, però no és una revista local. Ens interessa la cultura que es fa a tot el domini lingüístic, de Perpinyà a Alacant, de Fraga a l'Alguer, i també la que ens arriba d'altres llengües a través de la traducció. Mirar el món des d'un lloc concret no és el mateix que mirar només aquest lloc.`,
  `Alguns lectors ens pregunten per què no publiquem més notícies. La resposta és senzilla: n'hi ha prou, de notícies. El que volem oferir és una altra cosa: textos que es puguin llegir d'aquí a un any sense que hagin perdut el sentit. Una revista lenta, si voleu, en un món que va massa de pressa.`,
  `Aquest mes estrenem col·laboradors. Hi ha veus joves que escriuen per primera vegada a la revista, i d'altres, més veteranes, que ens fa molta il·lusió tenir a bord. La revista és una conversa, i com més veus hi ha, més rica és.`,
  `Com cada mes, la il·lustració de la portada és obra d'un artista convidat. Ens agrada pensar que la portada és una porta d'entrada: no il·lustra cap text en concret, sinó que proposa un estat d'ànim per llegir el número.`,
  `Recordeu que tots els números anteriors es poden consultar a l'arxiu de la revista. Cada edició té la seva personalitat, i rellegir-les en ordre és una manera curiosa de repassar els últims anys.`,
  `Ens agradaria que aquest número us acompanyés durant tot el mes. No cal llegir-lo d'una tirada: és millor anar-hi tornant, a trossos, com qui visita un amic. Les bones revistes, com els bons llibres, demanen temps.`,
  `Una revista cultural és, avui, un acte de fe. Les xifres no sempre acompanyen i la feina és molta. Però cada vegada que un lector ens diu que ha descobert un llibre, un lloc o una idea gràcies a nosaltres, sabem que val la pena.`,
  `La llibertat editorial és el nostre únic principi innegociable. Els col·laboradors escriuen el que pensen, encara que la redacció no hi estigui d'acord. Creiem que una revista de pensament ha de ser un espai de debat, no de consignes.`,
];

/** The closing line of an editorial, right-aligned and in italic. */
export const EDITORIAL_SIGNOFFS: string[] = [
  `<em>La redacció</em>`,
  `<em>La redacció, des de Banyoles</em>`,
  `<em>Equip de la Revista Estany</em>`,
];
