/**
 * The brand pages' copy in every language the spec gives each brand (storefront.md section 2):
 * German is missing for Xtreme Outback and Redarc, and Saber is English and Polish only. The type
 * ties each brand to exactly the languages of BRAND_LANGUAGES.
 */
import type { BrandId } from "../../../contract/catalogue.ts";
import type { BRAND_LANGUAGES } from "../coverage.ts";

export interface BrandCopy {
  /** One-line claim under the heading. */
  tagline: string;
  intro: string[];
  /** What the embedded film shows. */
  video: string;
}

export type BrandCopies = { [B in BrandId]: Record<(typeof BRAND_LANGUAGES)[B][number], BrandCopy> };

export const BRAND_COPY: BrandCopies = {
  dba: {
    en: {
      tagline: "Brake discs and pads engineered in Australia",
      intro: [
        "DBA (Disc Brakes Australia) has designed and manufactured brake discs for more than 45 years. Every disc is developed and tested in Australia, from the T2 and T3 slotted street discs to the 4000 and 5000 series for track days and motorsport.",
        "DBA's Kangaroo Paw ventilation keeps discs cooler and stronger than straight-vane designs, and the Xtreme Performance and Street Performance pads are matched to the discs. Many DBA discs carry ECE R90 approval for road use in Europe.",
      ],
      video:
        "The film shows how DBA designs, casts, machines and tests its discs, and what the slotting and Kangaroo Paw vanes do under heavy braking.",
    },
    pl: {
      tagline: "Tarcze i klocki hamulcowe projektowane w Australii",
      intro: [
        "DBA (Disc Brakes Australia) projektuje i produkuje tarcze hamulcowe od ponad 45 lat. Każda tarcza jest opracowywana i testowana w Australii — od nacinanych tarcz drogowych T2 i T3 po serie 4000 i 5000 na jazdy torowe i do sportu motorowego.",
        "Wentylacja Kangaroo Paw sprawia, że tarcze DBA są chłodniejsze i wytrzymalsze niż konstrukcje z prostymi żebrami, a klocki Xtreme Performance i Street Performance są dobrane do tarcz. Wiele tarcz DBA ma homologację ECE R90 do jazdy po drogach w Europie.",
      ],
      video:
        "Film pokazuje, jak DBA projektuje, odlewa, obrabia i testuje tarcze oraz jak nacięcia i żebra Kangaroo Paw pracują przy intensywnym hamowaniu.",
    },
    de: {
      tagline: "In Australien entwickelte Bremsscheiben und Bremsbeläge",
      intro: [
        "DBA (Disc Brakes Australia) entwickelt und fertigt seit mehr als 45 Jahren Bremsscheiben. Jede Scheibe wird in Australien entwickelt und getestet — von den geschlitzten Straßenscheiben T2 und T3 bis zu den Serien 4000 und 5000 für Trackdays und Motorsport.",
        "Die Kangaroo-Paw-Innenbelüftung hält DBA-Scheiben kühler und stabiler als Konstruktionen mit geraden Rippen; die Beläge Xtreme Performance und Street Performance sind auf die Scheiben abgestimmt. Viele DBA-Scheiben haben eine ECE-R90-Zulassung für den Straßenverkehr in Europa.",
      ],
      video:
        "Der Film zeigt, wie DBA seine Scheiben entwickelt, gießt, bearbeitet und prüft und was Schlitze und Kangaroo-Paw-Rippen bei starkem Bremsen leisten.",
    },
  },
  saber: {
    en: {
      tagline: "Recovery gear for four-wheel drivers",
      intro: [
        "Saber makes recovery equipment for four-wheel drivers who travel far from help: rated recovery points, soft shackles, snatch and winch extension straps, tree trunk protectors and complete recovery kits.",
        "Every rated product is load tested and marked with its working load limit, so you know exactly what it is made for before you get stuck.",
      ],
      video:
        "The film shows a Saber recovery kit in use: fitting the recovery points, rigging a snatch strap with soft shackles and recovering a stuck vehicle safely.",
    },
    pl: {
      tagline: "Sprzęt ratunkowy dla kierowców 4x4",
      intro: [
        "Saber produkuje sprzęt do wyciągania pojazdów dla kierowców 4x4, którzy podróżują daleko od pomocy: atestowane punkty zaczepienia, szekle miękkie, liny kinetyczne i przedłużki do wyciągarek, opaski na drzewa oraz kompletne zestawy ratunkowe.",
        "Każdy atestowany produkt przechodzi próbę obciążeniową i ma oznaczone dopuszczalne obciążenie robocze, więc jeszcze przed wyjazdem wiesz, do czego służy.",
      ],
      video:
        "Film pokazuje zestaw ratunkowy Saber w akcji: montaż punktów zaczepienia, łączenie liny kinetycznej szeklami miękkimi i bezpieczne wyciągnięcie zakopanego auta.",
    },
  },
  xclutch: {
    en: {
      tagline: "Performance clutches from street to race",
      intro: [
        "Xtreme Clutch (Xtreme Performance Clutch) builds clutch kits, flywheels and twin-plate systems for road cars, drift, drag and circuit racing. Kits are offered in organic, sprung ceramic and rigid ceramic versions with clamp loads rated for the engine's torque.",
        "Each kit is matched to the vehicle and assembled and checked in Australia. The vehicle information sheets list clamp force, torque capacity and pedal feel for every application.",
      ],
      video:
        "The film explains the differences between organic, ceramic and twin-plate Xtreme clutches and which one suits daily driving, towing or motorsport.",
    },
    pl: {
      tagline: "Sprzęgła sportowe do drogi i na tor",
      intro: [
        "Xtreme Clutch (Xtreme Performance Clutch) produkuje zestawy sprzęgieł, koła zamachowe i sprzęgła dwutarczowe do aut drogowych, driftu, wyścigów równoległych i torowych. Zestawy są dostępne w wersjach organicznej, ceramicznej z tłumikiem drgań i sztywnej ceramicznej, z siłą docisku dobraną do momentu obrotowego silnika.",
        "Każdy zestaw jest dopasowany do pojazdu, składany i sprawdzany w Australii. Karty informacyjne pojazdów podają siłę docisku, przenoszony moment i odczucie pedału dla każdego zastosowania.",
      ],
      video:
        "Film wyjaśnia różnice między sprzęgłami organicznymi, ceramicznymi i dwutarczowymi Xtreme oraz podpowiada, które wybrać do codziennej jazdy, holowania lub sportu.",
    },
    de: {
      tagline: "Performance-Kupplungen von der Straße bis zur Rennstrecke",
      intro: [
        "Xtreme Clutch (Xtreme Performance Clutch) baut Kupplungssätze, Schwungräder und Zweischeibenkupplungen für Straßenfahrzeuge, Drift, Drag und Rundstrecke. Die Sätze gibt es in organischer, gefederter keramischer und starrer keramischer Ausführung, mit einer Anpresskraft passend zum Drehmoment des Motors.",
        "Jeder Satz ist auf das Fahrzeug abgestimmt und wird in Australien montiert und geprüft. Die Fahrzeug-Informationsblätter nennen für jede Anwendung Anpresskraft, Drehmomentkapazität und Pedalgefühl.",
      ],
      video:
        "Der Film erklärt die Unterschiede zwischen organischen, keramischen und Zweischeiben-Kupplungen von Xtreme und welche sich für Alltag, Anhängerbetrieb oder Motorsport eignet.",
    },
  },
  xoutback: {
    en: {
      tagline: "Heavy-duty clutches for touring and towing",
      intro: [
        "Xtreme Outback makes heavy-duty clutch kits for four-wheel drives and light commercial vehicles that tow, carry weight and cover long distances on rough roads. Uprated pressure plates and extra-heavy-duty organic discs keep a light pedal while handling more torque.",
        "Kits include solid flywheel conversions for popular diesel 4x4s, replacing failure-prone dual-mass flywheels with a durable single-mass design.",
      ],
      video:
        "The film follows an Xtreme Outback clutch on a fully loaded touring 4x4 and shows the solid flywheel conversion being fitted.",
    },
    pl: {
      tagline: "Wzmocnione sprzęgła do podróży i holowania",
      intro: [
        "Xtreme Outback produkuje wzmocnione zestawy sprzęgieł do samochodów 4x4 i lekkich aut dostawczych, które holują, wożą ciężki ładunek i pokonują długie trasy po złych drogach. Wzmocnione dociski i organiczne tarcze o podwyższonej wytrzymałości przenoszą większy moment przy lekkim pedale.",
        "W ofercie są też zestawy z jednomasowym kołem zamachowym do popularnych diesli 4x4, zastępujące awaryjne koła dwumasowe trwałą konstrukcją.",
      ],
      video:
        "Film pokazuje sprzęgło Xtreme Outback w w pełni obciążonym aucie wyprawowym oraz montaż zestawu z jednomasowym kołem zamachowym.",
    },
  },
  xforce: {
    en: {
      tagline: "Stainless exhaust systems and Varex mufflers",
      intro: [
        "Xforce designs exhaust systems in Australia: cat-back and turbo-back systems, headers and mufflers in stainless steel, with mandrel-bent pipes for free flow and a precise fit.",
        "The Varex muffler lets you switch between a quiet and a sporty sound at the press of a remote button, so one system suits the daily commute and the weekend drive.",
      ],
      video:
        "The film shows an Xforce system with a Varex muffler being fitted and the difference in sound between the quiet and open valve settings.",
    },
    pl: {
      tagline: "Nierdzewne układy wydechowe i tłumiki Varex",
      intro: [
        "Xforce projektuje w Australii układy wydechowe: systemy cat-back i turbo-back, kolektory i tłumiki ze stali nierdzewnej, z rurami giętymi trzpieniowo dla swobodnego przepływu i precyzyjnego dopasowania.",
        "Tłumik Varex pozwala przełączać się pilotem między cichym a sportowym brzmieniem, dzięki czemu jeden układ sprawdza się w codziennych dojazdach i w weekendowej jeździe.",
      ],
      video:
        "Film pokazuje montaż układu Xforce z tłumikiem Varex i różnicę w brzmieniu przy zamkniętej i otwartej przepustnicy.",
    },
    de: {
      tagline: "Edelstahl-Abgasanlagen und Varex-Schalldämpfer",
      intro: [
        "Xforce entwickelt Abgasanlagen in Australien: Cat-Back- und Turbo-Back-Anlagen, Fächerkrümmer und Schalldämpfer aus Edelstahl, mit dorngebogenen Rohren für freien Durchfluss und exakte Passform.",
        "Mit dem Varex-Schalldämpfer wechseln Sie per Fernbedienung zwischen leisem und sportlichem Klang — eine Anlage für den Arbeitsweg und die Ausfahrt am Wochenende.",
      ],
      video:
        "Der Film zeigt den Einbau einer Xforce-Anlage mit Varex-Schalldämpfer und den Klangunterschied zwischen geschlossener und offener Klappe.",
    },
  },
  hawk: {
    en: {
      tagline: "Friction for the street, the track and the race",
      intro: [
        "Hawk Performance develops brake pads in the United States for road cars, trucks and motorsport. The HPS and HPS 5.0 compounds give more bite and less dust on the street; HP Plus and the DTC race compounds are made for track days and competition.",
        "Hawk's Ferro-Carbon materials keep friction stable at high temperatures, so the pedal stays consistent lap after lap.",
      ],
      video:
        "The film compares Hawk compounds on the dyno and on track and explains how to choose a pad for your driving.",
    },
    pl: {
      tagline: "Materiały cierne na drogę, tor i wyścigi",
      intro: [
        "Hawk Performance opracowuje w Stanach Zjednoczonych klocki hamulcowe do aut osobowych, pick-upów i sportu motorowego. Mieszanki HPS i HPS 5.0 dają mocniejszy chwyt i mniej pyłu na drodze, a HP Plus i wyczynowe mieszanki DTC powstały na jazdy torowe i zawody.",
        "Materiały Ferro-Carbon utrzymują stały współczynnik tarcia w wysokiej temperaturze, więc pedał zachowuje się tak samo okrążenie po okrążeniu.",
      ],
      video: "Film porównuje mieszanki Hawk na hamowni i na torze oraz podpowiada, jak dobrać klocki do stylu jazdy.",
    },
    de: {
      tagline: "Reibmaterial für Straße, Trackday und Rennen",
      intro: [
        "Hawk Performance entwickelt in den USA Bremsbeläge für Pkw, Pick-ups und den Motorsport. Die Mischungen HPS und HPS 5.0 bieten auf der Straße mehr Biss und weniger Staub; HP Plus und die DTC-Rennmischungen sind für Trackdays und Wettbewerbe gemacht.",
        "Die Ferro-Carbon-Materialien von Hawk halten den Reibwert auch bei hohen Temperaturen stabil, sodass das Pedalgefühl Runde für Runde gleich bleibt.",
      ],
      video:
        "Der Film vergleicht Hawk-Mischungen auf dem Prüfstand und auf der Strecke und erklärt, wie Sie den passenden Belag wählen.",
    },
  },
  pedders: {
    en: {
      tagline: "Suspension for handling, comfort and load",
      intro: [
        "Pedders has specialised in suspension in Australia since the 1950s: shock absorbers, coil and leaf springs, coilovers, steering and suspension kits for passenger cars, SUVs and 4x4s.",
        "Their TrakRyder and eXtreme XA ranges improve handling on the road, and the heavy-duty 4x4 kits keep ride height and control with a full touring load or a trailer.",
      ],
      video: "The film shows Pedders engineers testing shock absorbers and a 4x4 suspension kit on and off road.",
    },
    pl: {
      tagline: "Zawieszenia: prowadzenie, komfort i ładowność",
      intro: [
        "Pedders specjalizuje się w zawieszeniach w Australii od lat 50.: amortyzatory, sprężyny śrubowe i resory, gwintowane zawieszenia, elementy układu kierowniczego oraz zestawy zawieszeń do aut osobowych, SUV-ów i 4x4.",
        "Serie TrakRyder i eXtreme XA poprawiają prowadzenie na drodze, a wzmocnione zestawy 4x4 utrzymują prześwit i kontrolę przy pełnym obciążeniu wyprawowym lub z przyczepą.",
      ],
      video:
        "Film pokazuje inżynierów Pedders testujących amortyzatory i zestaw zawieszenia 4x4 na drodze i w terenie.",
    },
    de: {
      tagline: "Fahrwerk für Handling, Komfort und Zuladung",
      intro: [
        "Pedders ist seit den 1950er-Jahren in Australien auf Fahrwerke spezialisiert: Stoßdämpfer, Schrauben- und Blattfedern, Gewindefahrwerke, Lenkungsteile und Fahrwerkssätze für Pkw, SUVs und 4x4.",
        "Die Serien TrakRyder und eXtreme XA verbessern das Handling auf der Straße, und die verstärkten 4x4-Sätze halten Fahrhöhe und Kontrolle auch mit voller Reiseausrüstung oder Anhänger.",
      ],
      video:
        "Der Film zeigt Pedders-Ingenieure beim Testen von Stoßdämpfern und eines 4x4-Fahrwerkssatzes auf der Straße und im Gelände.",
    },
  },
  turbosmart: {
    en: {
      tagline: "Boost control, wastegates and blow-off valves",
      intro: [
        "Turbosmart engineers boost control products in Sydney: external and internal wastegates, blow-off valves, electronic boost controllers, fuel pressure regulators and billet turbochargers.",
        "Their products are developed on the dyno and proven in drag racing, drifting and time attack, and many bolt straight onto factory turbo engines.",
      ],
      video:
        "The film explains how a wastegate and a blow-off valve control boost and shows Turbosmart parts on the dyno.",
    },
    pl: {
      tagline: "Sterowanie doładowaniem, wastegate'y i zawory upustowe",
      intro: [
        "Turbosmart projektuje w Sydney produkty do sterowania doładowaniem: zewnętrzne i wewnętrzne zawory wastegate, zawory upustowe (blow-off), elektroniczne sterowniki doładowania, regulatory ciśnienia paliwa i turbosprężarki z frezowanymi wirnikami.",
        "Produkty powstają na hamowni i sprawdzają się w wyścigach równoległych, drifcie i time attacku, a wiele z nich montuje się bezpośrednio na fabrycznych silnikach turbo.",
      ],
      video:
        "Film wyjaśnia, jak wastegate i zawór upustowy sterują doładowaniem, i pokazuje części Turbosmart na hamowni.",
    },
    de: {
      tagline: "Ladedruckregelung, Wastegates und Blow-off-Ventile",
      intro: [
        "Turbosmart entwickelt in Sydney Produkte zur Ladedruckregelung: externe und interne Wastegates, Blow-off-Ventile, elektronische Ladedruckregler, Kraftstoffdruckregler und Turbolader mit gefrästen Verdichterrädern.",
        "Die Teile werden auf dem Prüfstand entwickelt und in Drag Racing, Drift und Time Attack erprobt; viele passen direkt an serienmäßige Turbomotoren.",
      ],
      video:
        "Der Film erklärt, wie Wastegate und Blow-off-Ventil den Ladedruck regeln, und zeigt Turbosmart-Teile auf dem Prüfstand.",
    },
  },
  whiteline: {
    en: {
      tagline: "Sway bars, bushings and handling kits",
      intro: [
        "Whiteline develops chassis parts that change how a car handles: adjustable sway bars, polyurethane bushings, camber and caster kits, strut braces and lowered springs.",
        "Each vehicle kit is tuned on the road and on track to reduce body roll and understeer while keeping the car comfortable enough for everyday use.",
      ],
      video:
        "The film shows a Whiteline sway bar and bushing upgrade and how it reduces body roll through fast corners.",
    },
    pl: {
      tagline: "Stabilizatory, tuleje i zestawy poprawiające prowadzenie",
      intro: [
        "Whiteline opracowuje elementy podwozia, które zmieniają prowadzenie auta: regulowane stabilizatory, tuleje poliuretanowe, zestawy do regulacji pochylenia i wyprzedzenia kół, rozpórki kolumn i sprężyny obniżające.",
        "Każdy zestaw do pojazdu jest strojony na drodze i na torze, aby ograniczyć przechyły i podsterowność, zachowując komfort wystarczający na co dzień.",
      ],
      video:
        "Film pokazuje montaż stabilizatora i tulei Whiteline oraz to, jak zmniejszają przechyły w szybkich zakrętach.",
    },
    de: {
      tagline: "Stabilisatoren, Buchsen und Handling-Kits",
      intro: [
        "Whiteline entwickelt Fahrwerksteile, die das Fahrverhalten verändern: einstellbare Stabilisatoren, Polyurethanbuchsen, Sturz- und Nachlaufkits, Domstreben und Tieferlegungsfedern.",
        "Jedes Fahrzeugkit wird auf der Straße und auf der Rennstrecke abgestimmt, um Wankneigung und Untersteuern zu verringern und trotzdem alltagstauglichen Komfort zu behalten.",
      ],
      video:
        "Der Film zeigt den Einbau eines Whiteline-Stabilisators mit Buchsen und wie er die Wankneigung in schnellen Kurven verringert.",
    },
  },
  redarc: {
    en: {
      tagline: "Power and towing electronics for 4x4s and caravans",
      intro: [
        "REDARC designs and manufactures vehicle electronics in Australia: in-vehicle DC-DC battery chargers with solar input, Tow-Pro electric brake controllers, pure sine wave inverters and battery management systems for caravans and campers.",
        "The products are built for heat, dust and vibration and keep auxiliary batteries, fridges and lights running far from mains power.",
      ],
      video:
        "The film shows a dual-battery system with a REDARC DC-DC charger and a Tow-Pro brake controller being installed in a touring 4x4.",
    },
    pl: {
      tagline: "Elektronika zasilania i holowania do aut 4x4 i przyczep",
      intro: [
        "REDARC projektuje i produkuje w Australii elektronikę samochodową: ładowarki akumulatorów DC-DC z wejściem solarnym, elektroniczne sterowniki hamulców przyczep Tow-Pro, przetwornice z czystą sinusoidą i systemy zarządzania energią do przyczep kempingowych i kamperów.",
        "Urządzenia są odporne na wysoką temperaturę, pył i wibracje i zasilają akumulatory pomocnicze, lodówki i oświetlenie z dala od sieci.",
      ],
      video:
        "Film pokazuje montaż instalacji z dwoma akumulatorami, ładowarką DC-DC REDARC i sterownikiem hamulców Tow-Pro w aucie wyprawowym.",
    },
  },
  acl: {
    en: {
      tagline: "Race Series engine bearings",
      intro: [
        "ACL has made engine bearings for more than 80 years. Its Race Series main, big-end and thrust bearings are made for high-performance and racing engines, with a hard overlay, extra clearance options and precise wall thickness.",
        "Race Series bearings are used in drag, circuit and rally engines around the world and are available for most popular performance engines.",
      ],
      video: "The film shows how ACL Race Series bearings are made and what sets them apart from standard bearings.",
    },
    pl: {
      tagline: "Panewki silnikowe Race Series",
      intro: [
        "ACL produkuje panewki silnikowe od ponad 80 lat. Panewki główne, korbowodowe i oporowe Race Series są przeznaczone do silników wysokowydajnych i wyścigowych: mają twardą powłokę, warianty z powiększonym luzem i precyzyjną grubość ścianki.",
        "Panewki Race Series pracują w silnikach do wyścigów równoległych, torowych i rajdowych na całym świecie i są dostępne do większości popularnych silników sportowych.",
      ],
      video: "Film pokazuje, jak powstają panewki ACL Race Series i czym różnią się od panewek standardowych.",
    },
    de: {
      tagline: "Race-Series-Motorlager",
      intro: [
        "ACL fertigt seit mehr als 80 Jahren Motorlager. Die Haupt-, Pleuel- und Axiallager der Race Series sind für Hochleistungs- und Rennmotoren gemacht, mit harter Laufschicht, Varianten mit erhöhtem Lagerspiel und präziser Wandstärke.",
        "Race-Series-Lager laufen weltweit in Drag-, Rundstrecken- und Rallyemotoren und sind für die meisten gängigen Performance-Motoren erhältlich.",
      ],
      video:
        "Der Film zeigt, wie ACL-Race-Series-Lager hergestellt werden und was sie von Standardlagern unterscheidet.",
    },
  },
  superpro: {
    en: {
      tagline: "Polyurethane suspension bushings",
      intro: [
        "SuperPro makes polyurethane suspension bushings and alignment kits that replace worn rubber bushings and keep wheel alignment where it should be.",
        "Polyurethane does not perish like rubber, so SuperPro bushings keep steering precise for years; caster and camber kits correct alignment on lowered or lifted vehicles.",
      ],
      video:
        "The film compares a worn rubber bushing with a SuperPro polyurethane bushing and shows an alignment kit being fitted.",
    },
    pl: {
      tagline: "Poliuretanowe tuleje zawieszenia",
      intro: [
        "SuperPro produkuje poliuretanowe tuleje zawieszenia i zestawy do regulacji geometrii, które zastępują zużyte tuleje gumowe i utrzymują prawidłowe ustawienie kół.",
        "Poliuretan nie parcieje jak guma, więc tuleje SuperPro zachowują precyzję układu kierowniczego przez lata, a zestawy do regulacji pochylenia i wyprzedzenia kół korygują geometrię w autach obniżonych i podniesionych.",
      ],
      video:
        "Film porównuje zużytą tuleję gumową z poliuretanową tuleją SuperPro i pokazuje montaż zestawu do regulacji geometrii.",
    },
    de: {
      tagline: "Fahrwerksbuchsen aus Polyurethan",
      intro: [
        "SuperPro stellt Fahrwerksbuchsen aus Polyurethan und Achsvermessungskits her, die verschlissene Gummibuchsen ersetzen und die Achsgeometrie dauerhaft halten.",
        "Polyurethan altert nicht wie Gummi, deshalb bleibt die Lenkung mit SuperPro-Buchsen über Jahre präzise; Sturz- und Nachlaufkits korrigieren die Geometrie tiefergelegter oder höhergelegter Fahrzeuge.",
      ],
      video:
        "Der Film vergleicht eine verschlissene Gummibuchse mit einer SuperPro-Polyurethanbuchse und zeigt den Einbau eines Vermessungskits.",
    },
  },
  ryco: {
    en: {
      tagline: "Oil, air, fuel and cabin filters",
      intro: [
        "Ryco is one of Australia's best-known filter brands: oil, air, fuel and cabin air filters for passenger cars, 4x4s, trucks and machinery.",
        "Ryco's 4x4 range includes fuel water separators and high-capacity air filters for dusty tracks, and its Syntec oil filters use synthetic media for longer service intervals.",
      ],
      video: "The film shows how Ryco filters are tested for filtration efficiency and dust capacity.",
    },
    pl: {
      tagline: "Filtry oleju, powietrza, paliwa i kabinowe",
      intro: [
        "Ryco to jedna z najbardziej znanych australijskich marek filtrów: filtry oleju, powietrza, paliwa i kabinowe do aut osobowych, 4x4, ciężarówek i maszyn.",
        "Oferta 4x4 obejmuje separatory wody w paliwie i filtry powietrza o dużej pojemności na zapylone trasy, a filtry oleju Syntec z syntetycznym wkładem pozwalają wydłużyć interwały serwisowe.",
      ],
      video: "Film pokazuje, jak filtry Ryco są testowane pod kątem skuteczności filtracji i chłonności pyłu.",
    },
    de: {
      tagline: "Öl-, Luft-, Kraftstoff- und Innenraumfilter",
      intro: [
        "Ryco ist eine der bekanntesten Filtermarken Australiens: Öl-, Luft-, Kraftstoff- und Innenraumfilter für Pkw, 4x4, Lkw und Maschinen.",
        "Das 4x4-Programm umfasst Kraftstoff-Wasserabscheider und Luftfilter mit hoher Staubkapazität für staubige Pisten; die Syntec-Ölfilter mit synthetischem Filtermedium erlauben längere Wechselintervalle.",
      ],
      video: "Der Film zeigt, wie Ryco-Filter auf Abscheidegrad und Staubkapazität geprüft werden.",
    },
  },
};
