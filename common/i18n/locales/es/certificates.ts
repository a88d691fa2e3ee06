import type { Sections } from "../tr";

export default {
  certificates: {
    eyebrow: "Certificados",
    title: "Una calidad que puede comprobar",
    text: "Organismos independientes auditan nuestra producción según normas internacionales.",
    carousel: "carrusel",
    slideRole: "diapositiva",
    label: "Nuestros certificados",
    slide: "Certificado {{current}} de {{total}}",
    previous: "Certificado anterior",
    next: "Certificado siguiente",
    show: "Mostrar el certificado {{title}}",
    enlarge: "Ampliar el certificado {{title}}",
    pause: "Pausar el pase automático",
    play: "Reanudar el pase automático",
    close: "Cerrar",
    validUntil: "Válido hasta el {{date}}",
    open: "Abrir el certificado ({{type}}, {{size}})",
    emblem: "Emblema de {{name}}",
    all: "Todos los certificados",
    none: "En este momento no hay ningún certificado vigente que mostrar.",
    about: {
      iso_9001:
        "Sistema de gestión de la calidad: todos los procesos, del pedido al envío, están documentados y un organismo independiente los audita cada año, para que cada partida cumpla el mismo nivel.",
      iso_14001:
        "Sistema de gestión ambiental: medimos nuestro consumo de energía, agua y productos químicos y nuestros residuos, los reducimos según objetivos fijados y lo verifican auditorías independientes.",
      gots: "Fibras orgánicas procesadas con criterios ambientales y sociales en toda la cadena de suministro: productos químicos restringidos, depuración de aguas residuales y condiciones de trabajo justas.",
      ocs: "Verifica la presencia y la proporción de fibra orgánica en un producto y la rastrea desde el cultivo hasta el tejido acabado.",
      oeko_tex_100:
        "Institutos independientes han analizado todos los componentes del tejido en busca de sustancias nocivas, y cumplen los valores límite de la norma.",
      grs: "Verifica el contenido reciclado y su trazabilidad en la cadena de suministro, con requisitos sociales, ambientales y químicos para la producción.",
      rcs: "Verifica la presencia y la proporción de material reciclado en un producto y lo rastrea a lo largo de la cadena de suministro.",
      bci: "El algodón procede del programa Better Cotton, cuyos agricultores usan menos agua y menos pesticidas y mejoran las condiciones de trabajo.",
      sa8000:
        "Responsabilidad social: sin trabajo infantil ni forzoso; seguridad y salud laboral, libertad de asociación, jornadas razonables y salarios justos, verificados mediante auditorías independientes.",
    },
    page: {
      title: "Nuestros certificados",
      description:
        "Nuestros certificados vigentes, con su número, entidad certificadora, alcance, fecha de caducidad y los tejidos que cubren. Puede abrir el escaneado de cada uno.",
      number: "N.º de certificado",
      issuer: "Entidad certificadora",
      scope: "Alcance",
      validUntil: "Válido hasta",
      fabrics: "Tejidos cubiertos",
      company: "Cubre toda la producción de la empresa, no tejidos concretos.",
      finder: "Ver estos tejidos en el buscador",
      more_one: "y {{count}} tejido más",
      more_other: "y {{count}} tejidos más",
      more_many: "y {{count}} de tejidos más",
      loadError: "No se han podido cargar los certificados.",
      retry: "Volver a intentarlo",
    },
  },
} satisfies Sections["certificates"];
