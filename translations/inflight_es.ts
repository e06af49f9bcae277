<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EventText</name>
    <message>
        <source>%1th</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 llama a %2</translation>
    </message>
    <message>
        <source>%1 calls %2 on %3</source>
        <translation>%1 llama a %2 en %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; nothing is there yet, so the long poll waits</source>
        <translation>%1; aún no hay nada, así que el sondeo largo espera</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceptada</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 mensaje</translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation>%1 mensajes</translation>
    </message>
    <message>
        <source>long poll waits</source>
        <translation>el sondeo largo espera</translation>
    </message>
    <message>
        <source>%1 retries its receive and gets %2 again with the same handle %3; hidden until t=%4</source>
        <translation>%1 reintenta su recepción y vuelve a obtener %2 con el mismo identificador %3; oculto hasta t=%4</translation>
    </message>
    <message>
        <source>%1 receives %2 (receipt handle %3, its %4 receive); it is hidden until t=%5</source>
        <translation>%1 recibe %2 (identificador de recepción %3, su %4 recepción); está oculto hasta t=%5</translation>
    </message>
    <message>
        <source>%1 receives %2 (receipt handle %3); it is hidden until t=%4</source>
        <translation>%1 recibe %2 (identificador de recepción %3); está oculto hasta t=%4</translation>
    </message>
    <message>
        <source>deadline t=%1</source>
        <translation>plazo t=%1</translation>
    </message>
    <message>
        <source>retried receive: same handle</source>
        <translation>recepción reintentada: mismo identificador</translation>
    </message>
    <message>
        <source>duplicate delivery</source>
        <translation>entrega duplicada</translation>
    </message>
    <message>
        <source>%1 retries at once after the failed try: it sets %2&apos;s visibility timeout to 0 (handle %3), so %4 is visible again straight away</source>
        <translation>%1 reintenta enseguida tras el intento fallido: pone el tiempo de espera de visibilidad de %2 a 0 (identificador %3), así que %4 vuelve a ser visible de inmediato</translation>
    </message>
    <message>
        <source>%1 backs off after the failed try: it sets %2&apos;s visibility timeout to %3 s (handle %4), so %5 comes back at t=%6</source>
        <translation>%1 aplica un retroceso tras el intento fallido: pone el tiempo de espera de visibilidad de %2 a %3 s (identificador %4), así que %5 vuelve en t=%6</translation>
    </message>
    <message>
        <source>%1 sets %2&apos;s visibility timeout to 0 (handle %3): visible again at once</source>
        <translation>%1 pone el tiempo de espera de visibilidad de %2 a 0 (identificador %3): visible de nuevo al instante</translation>
    </message>
    <message>
        <source>%1 extends %2&apos;s visibility to t=%3 (handle %4)</source>
        <translation>%1 amplía la visibilidad de %2 hasta t=%3 (identificador %4)</translation>
    </message>
    <message>
        <source>timeout 0: visible now</source>
        <translation>tiempo de espera 0: visible ya</translation>
    </message>
    <message>
        <source>backoff after a failure</source>
        <translation>retroceso tras un fallo</translation>
    </message>
    <message>
        <source>%1 deletes %2 with a stale receipt handle (%3; the latest is %4): SQS answers 200, but nothing is deleted</source>
        <translation>%1 elimina %2 con un identificador de recepción obsoleto (%3; el más reciente es %4): SQS responde 200, pero no se elimina nada</translation>
    </message>
    <message>
        <source>%1 deletes %2 (handle %3), which is already gone: SQS answers 200</source>
        <translation>%1 elimina %2 (identificador %3), que ya no está: SQS responde 200</translation>
    </message>
    <message>
        <source>%1 tries to delete %2 with %3, and SQS refuses: %4, the receipt handle has expired. Nothing is deleted</source>
        <translation>%1 intenta eliminar %2 con %3, y SQS lo rechaza: %4, el identificador de recepción ha caducado. No se elimina nada</translation>
    </message>
    <message>
        <source>%1 tries to delete %2 with %3, and SQS refuses: %4. Nothing is deleted</source>
        <translation>%1 intenta eliminar %2 con %3, y SQS lo rechaza: %4. No se elimina nada</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is running</source>
        <translation>la tarea de movimiento de mensajes %1 en %2 está en curso</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is completed</source>
        <translation>la tarea de movimiento de mensajes %1 en %2 se ha completado</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is cancelling</source>
        <translation>la tarea de movimiento de mensajes %1 en %2 se está cancelando</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is cancelled</source>
        <translation>la tarea de movimiento de mensajes %1 en %2 se ha cancelado</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is failed</source>
        <translation>la tarea de movimiento de mensajes %1 en %2 ha fallado</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completada</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>cancelándose</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>task %1: %2</source>
        <translation>tarea %1: %2</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>realiza el efecto secundario</translation>
    </message>
    <message>
        <source>%1 %2 for %3 again: the %4 time (a duplicate)</source>
        <translation>%1 %2 para %3 de nuevo: por %4 vez (un duplicado)</translation>
    </message>
    <message>
        <source>%1 %2 for %3</source>
        <translation>%1 %2 para %3</translation>
    </message>
    <message>
        <source>ledger entry %1</source>
        <translation>entrada del registro %1</translation>
    </message>
    <message>
        <source>duplicate: effect #%1 for this key</source>
        <translation>duplicado: efecto n.º %1 para esta clave</translation>
    </message>
    <message>
        <source>%1&apos;s invocation with %2 is throttled: the function is at its reserved concurrency. %2&apos;s visibility timeout ends at t=%3 before the next try, so the mapping lets it go back to the queue, its receive counted</source>
        <translation>La invocación de %1 con %2 está limitada: la función está en su simultaneidad reservada. El tiempo de espera de visibilidad de %2 termina en t=%3, antes del siguiente intento, así que la asignación lo deja volver a la cola, con su recepción contada</translation>
    </message>
    <message>
        <source>%1&apos;s invocation with %2 is throttled: the function is at its reserved concurrency. The mapping backs off and tries again at t=%3, while %2 stays in flight</source>
        <translation>La invocación de %1 con %2 está limitada: la función está en su simultaneidad reservada. La asignación aplica un retroceso y lo reintenta en t=%3, mientras %2 sigue en tránsito</translation>
    </message>
    <message>
        <source>%1 fails on %2 (a processing error); it is not deleted, so it will come back</source>
        <translation>%1 falla con %2 (un error de procesamiento); no se elimina, así que volverá</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the service is down); it is not deleted, so it will come back</source>
        <translation>%1 falla con %2 (el servicio no está disponible); no se elimina, así que volverá</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the service returned an error); it is not deleted, so it will come back</source>
        <translation>%1 falla con %2 (el servicio devolvió un error); no se elimina, así que volverá</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the function timed out); it is not deleted, so it will come back</source>
        <translation>%1 falla con %2 (se agotó el tiempo de espera de la función); no se elimina, así que volverá</translation>
    </message>
    <message>
        <source>processing error</source>
        <translation>error de procesamiento</translation>
    </message>
    <message>
        <source>service outage</source>
        <translation>interrupción del servicio</translation>
    </message>
    <message>
        <source>service error</source>
        <translation>error del servicio</translation>
    </message>
    <message>
        <source>function timeout</source>
        <translation>tiempo de espera de la función</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limitada</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 se cae</translation>
    </message>
    <message>
        <source>%1 crashes before the side effect</source>
        <translation>%1 se cae antes del efecto secundario</translation>
    </message>
    <message>
        <source>%1 crashes after the side effect, before deleting</source>
        <translation>%1 se cae después del efecto secundario, antes de eliminar</translation>
    </message>
    <message>
        <source>%1 crashes during a heartbeat</source>
        <translation>%1 se cae durante un latido</translation>
    </message>
    <message>
        <source>%1 crashes after the side effect, before recording it as done</source>
        <translation>%1 se cae después del efecto secundario, antes de registrarlo como completado</translation>
    </message>
    <message>
        <source>%1; %2 stays hidden until its timeout runs out</source>
        <translation>%1; %2 sigue oculto hasta que se agote su tiempo de espera</translation>
    </message>
    <message>
        <source>crash at a set time</source>
        <translation>caída en un momento fijado</translation>
    </message>
    <message>
        <source>crash before the side effect</source>
        <translation>caída antes del efecto secundario</translation>
    </message>
    <message>
        <source>crash after the side effect, before the delete</source>
        <translation>caída después del efecto secundario, antes de la eliminación</translation>
    </message>
    <message>
        <source>crash during a heartbeat</source>
        <translation>caída durante un latido</translation>
    </message>
    <message>
        <source>crash after the side effect, before its done record</source>
        <translation>caída después del efecto secundario, antes de su registro de completado</translation>
    </message>
    <message>
        <source>%1&apos;s invocation succeeds; the batch is deleted</source>
        <translation>La invocación de %1 tiene éxito; el lote se elimina</translation>
    </message>
    <message>
        <source>%1 reports %2 failed messages (ReportBatchItemFailures); only those return</source>
        <translation>%1 informa de %2 mensajes fallidos (ReportBatchItemFailures); solo esos vuelven</translation>
    </message>
    <message>
        <source>%1&apos;s invocation fails: the whole batch of %2 returns to the queue</source>
        <translation>La invocación de %1 falla: el lote entero de %2 vuelve a la cola</translation>
    </message>
    <message>
        <source>%1&apos;s function times out: the whole batch returns to the queue</source>
        <translation>Se agota el tiempo de espera de la función de %1: el lote entero vuelve a la cola</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>partial failure</source>
        <translation>fallo parcial</translation>
    </message>
    <message>
        <source>batch failed</source>
        <translation>lote fallido</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>invocation %1</source>
        <translation>invocación %1</translation>
    </message>
    <message>
        <source>%1 creates the FIFO queue %2</source>
        <translation>%1 crea la cola FIFO %2</translation>
    </message>
    <message>
        <source>%1 creates the queue %2</source>
        <translation>%1 crea la cola %2</translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>%1 deletes the queue %2</source>
        <translation>%1 elimina la cola %2</translation>
    </message>
    <message>
        <source>%1 purges %2: %3 messages removed</source>
        <translation>%1 purga %2: %3 mensajes eliminados</translation>
    </message>
    <message>
        <source>%n removed</source>
        <translation>eliminados: %n</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3, invisible until t=%4 (a delay)</source>
        <translation>%1 envía %2 a %3, invisible hasta t=%4 (un retraso)</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3</source>
        <translation>%1 envía %2 a %3</translation>
    </message>
    <message>
        <source>delayed until t=%1</source>
        <translation>retrasado hasta t=%1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>grupo %1</translation>
    </message>
    <message>
        <source>%1 sends %2 again; the same deduplication id within 5 minutes, so SQS accepts it and drops the copy</source>
        <translation>%1 vuelve a enviar %2; el mismo id de desduplicación en menos de 5 minutos, así que SQS lo acepta y descarta la copia</translation>
    </message>
    <message>
        <source>deduplicated: not enqueued</source>
        <translation>desduplicado: no se pone en la cola</translation>
    </message>
    <message>
        <source>%1&apos;s delay is over: it is visible in %2</source>
        <translation>Termina el retraso de %1: es visible en %2</translation>
    </message>
    <message>
        <source>%1 receives a duplicate of %2 (handle %3): a replica had missed its delete</source>
        <translation>%1 recibe un duplicado de %2 (identificador %3): una réplica no recibió su eliminación</translation>
    </message>
    <message>
        <source>%1&apos;s receive on %2 returns nothing after waiting %3 s</source>
        <translation>La recepción de %1 en %2 no devuelve nada tras esperar %3 s</translation>
    </message>
    <message>
        <source>%1&apos;s receive on %2 returns nothing</source>
        <translation>La recepción de %1 en %2 no devuelve nada</translation>
    </message>
    <message>
        <source>waited %1 s</source>
        <translation>esperó %1 s</translation>
    </message>
    <message>
        <source>%1 tries to change %2&apos;s visibility with %3, but it is no longer in flight: SQS answers 200 and nothing changes</source>
        <translation>%1 intenta cambiar la visibilidad de %2 con %3, pero ya no está en tránsito: SQS responde 200 y no cambia nada</translation>
    </message>
    <message>
        <source>not in flight: no change</source>
        <translation>no está en tránsito: sin cambios</translation>
    </message>
    <message>
        <source>%1 is visible again in %2</source>
        <translation>%1 vuelve a ser visible en %2</translation>
    </message>
    <message>
        <source>%1&apos;s visibility timeout runs out: it is visible again in %2, whoever still holds %3</source>
        <translation>Se agota el tiempo de espera de visibilidad de %1: vuelve a ser visible en %2, lo tenga quien lo tenga %3</translation>
    </message>
    <message>
        <source>timeout set to 0</source>
        <translation>tiempo de espera puesto a 0</translation>
    </message>
    <message>
        <source>deadline passed</source>
        <translation>plazo vencido</translation>
    </message>
    <message>
        <source>%1 deletes %2 (handle %3)</source>
        <translation>%1 elimina %2 (identificador %3)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>stale handle (latest %1): nothing deleted</source>
        <translation>identificador obsoleto (el más reciente es %1): no se elimina nada</translation>
    </message>
    <message>
        <source>message already gone</source>
        <translation>el mensaje ya no está</translation>
    </message>
    <message>
        <source>%1 moves from %2 to the dead-letter queue %3 instead of being received again</source>
        <translation>%1 pasa de %2 a la cola de mensajes fallidos %3 en lugar de recibirse de nuevo</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>a %1</translation>
    </message>
    <message>
        <source>%1 expires in %2: its retention period is over</source>
        <translation>%1 caduca en %2: su período de retención ha terminado</translation>
    </message>
    <message>
        <source>retention period over</source>
        <translation>período de retención terminado</translation>
    </message>
    <message>
        <source>%1 is purged from %2</source>
        <translation>%1 se purga de %2</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>purgado</translation>
    </message>
    <message>
        <source>%1 is redriven from %2 to %3 as %4</source>
        <translation>%1 se redirecciona de %2 a %3 como %4</translation>
    </message>
    <message>
        <source>to %1 as %2</source>
        <translation>a %1 como %2</translation>
    </message>
    <message>
        <source>one replica of %1 missed the delete of %2: it will be delivered again</source>
        <translation>una réplica de %1 no recibió la eliminación de %2: se volverá a entregar</translation>
    </message>
    <message>
        <source>a replica missed the delete</source>
        <translation>una réplica no recibió la eliminación</translation>
    </message>
    <message>
        <source>%1 starts work on %2; it takes %3 s</source>
        <translation>%1 empieza a trabajar en %2; tarda %3 s</translation>
    </message>
    <message>
        <source>until t=%1 (%2 s)</source>
        <translation>hasta t=%1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 finds %2 already done (the provider&apos;s idempotency key) and does not do it again</source>
        <translation>%1 ve que %2 ya está hecho (la clave de idempotencia del proveedor) y no lo repite</translation>
    </message>
    <message>
        <source>%1 finds %2 already done (a conditional write) and does not do it again</source>
        <translation>%1 ve que %2 ya está hecho (una escritura condicional) y no lo repite</translation>
    </message>
    <message>
        <source>provider idempotency key</source>
        <translation>clave de idempotencia del proveedor</translation>
    </message>
    <message>
        <source>conditional write</source>
        <translation>escritura condicional</translation>
    </message>
    <message>
        <source>%1 restarts</source>
        <translation>%1 se reinicia</translation>
    </message>
    <message>
        <source>%1 invokes the function with %2 message</source>
        <translation>%1 invoca la función con %2 mensaje</translation>
    </message>
    <message>
        <source>%1 invokes the function with %2 messages</source>
        <translation>%1 invoca la función con %2 mensajes</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>lote de %1</translation>
    </message>
    <message>
        <source>refused: %1, nothing deleted</source>
        <translation>rechazado: %1, no se elimina nada</translation>
    </message>
    <message>
        <source>queue %1</source>
        <translation>cola %1</translation>
    </message>
</context>
<context>
    <name>GuardedTcpServer</name>
    <message>
        <source>The request&apos;s head is larger than %1 bytes.</source>
        <translation>La cabecera de la solicitud ocupa más de %1 bytes.</translation>
    </message>
    <message>
        <source>The form has more fields than any SQS request (at most %1).</source>
        <translation>El formulario tiene más campos que cualquier solicitud de SQS (como máximo %1).</translation>
    </message>
    <message>
        <source>The request has more than %1 header fields.</source>
        <translation>La solicitud tiene más de %1 campos de cabecera.</translation>
    </message>
    <message>
        <source>A header line is malformed.</source>
        <translation>Una línea de cabecera está mal formada.</translation>
    </message>
    <message>
        <source>Transfer-Encoding is not supported: send a Content-Length.</source>
        <translation>No se admite Transfer-Encoding: envía un Content-Length.</translation>
    </message>
    <message>
        <source>The Content-Length header is not one non-negative number.</source>
        <translation>La cabecera Content-Length no es un único número no negativo.</translation>
    </message>
    <message>
        <source>The request is larger than any SQS request (at most %1 bytes).</source>
        <translation>La solicitud es mayor que cualquier solicitud de SQS (como máximo %1 bytes).</translation>
    </message>
    <message>
        <source>The URL has more fields than any SQS request.</source>
        <translation>La URL tiene más campos que cualquier solicitud de SQS.</translation>
    </message>
    <message>
        <source>The request is larger than any SQS request.</source>
        <translation>La solicitud es mayor que cualquier solicitud de SQS.</translation>
    </message>
    <message>
        <source>The server holds too many requests still arriving; try again.</source>
        <translation>El servidor tiene demasiadas solicitudes que aún están llegando; vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The server has as many connections as it takes; try again.</source>
        <translation>El servidor tiene todas las conexiones que admite; vuelve a intentarlo.</translation>
    </message>
</context>
<context>
    <name>Invariant</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en tránsito</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>desaparecido</translation>
    </message>
    <message>
        <source>a pending duplicate</source>
        <translation>un duplicado pendiente</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>time went backwards from t=%1</source>
        <translation>el tiempo retrocedió desde t=%1</translation>
    </message>
    <message>
        <source>a message number was sent twice</source>
        <translation>un número de mensaje se envió dos veces</translation>
    </message>
    <message>
        <source>expected the message %1, but it is %2</source>
        <translation>se esperaba el mensaje %1, pero está %2</translation>
    </message>
    <message>
        <source>a deleted message was delivered again</source>
        <translation>un mensaje eliminado se volvió a entregar</translation>
    </message>
    <message>
        <source>receive count went from %1 to %2</source>
        <translation>el recuento de recepciones pasó de %1 a %2</translation>
    </message>
    <message>
        <source>a receive retry found the message %1</source>
        <translation>un reintento de recepción encontró el mensaje %1</translation>
    </message>
    <message>
        <source>a receive retry changed the receipt handle</source>
        <translation>un reintento de recepción cambió el identificador de recepción</translation>
    </message>
    <message>
        <source>received from a queue the message is not in</source>
        <translation>recibido de una cola en la que no está el mensaje</translation>
    </message>
    <message>
        <source>expired at t=%1, but its deadline was t=%2</source>
        <translation>caducó en t=%1, pero su plazo era t=%2</translation>
    </message>
    <message>
        <source>FIFO order broken: %1 comes first in its group and is %2</source>
        <translation>orden FIFO roto: %1 va primero en su grupo y está %2</translation>
    </message>
    <message>
        <source>visibility deadline outside [now, request + 12 h]</source>
        <translation>plazo de visibilidad fuera de [ahora, solicitud + 12 h]</translation>
    </message>
    <message>
        <source>visibility deadline beyond the 12-hour cap</source>
        <translation>plazo de visibilidad más allá del límite de 12 horas</translation>
    </message>
    <message>
        <source>deleted a message that is %1</source>
        <translation>se eliminó un mensaje que está %1</translation>
    </message>
    <message>
        <source>removed a message that is %1</source>
        <translation>se quitó un mensaje que está %1</translation>
    </message>
</context>
<context>
    <name>LessonPrint</name>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>%1  ·  Inflight</source>
        <translation>%1  ·  Inflight</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>%1  ·  above: the lesson&apos;s run; below: %2</source>
        <translation>%1  ·  arriba: la ejecución de la lección; abajo: %2</translation>
    </message>
    <message>
        <source>Predict, step %1: %2</source>
        <translation>Predicción, paso %1: %2</translation>
    </message>
    <message>
        <source>Question, step %1: %2</source>
        <translation>Pregunta, paso %1: %2</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>Predicción: %1</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Pregunta: %1</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Tu respuesta:</translation>
    </message>
    <message>
        <source>Your answer (%1):</source>
        <translation>Tu respuesta (%1):</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Por qué:</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Reto</translation>
    </message>
    <message>
        <source>You may change: %1</source>
        <translation>Puedes cambiar: %1</translation>
    </message>
    <message>
        <source>It is solved when:</source>
        <translation>Está resuelto cuando:</translation>
    </message>
    <message>
        <source>Your fix:</source>
        <translation>Tu solución:</translation>
    </message>
    <message>
        <source>Hints (cover them, and read one only when you are stuck)</source>
        <translation>Pistas (tápalas y lee una solo cuando te atasques)</translation>
    </message>
    <message>
        <source>Notes from the session</source>
        <translation>Notas de la sesión</translation>
    </message>
    <message>
        <source>Also drawn on the pictures, where they are pinned.</source>
        <translation>También dibujadas en las imágenes, donde están fijadas.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>The AWS pages this lesson&apos;s facts come from.</source>
        <translation>Las páginas de AWS de las que salen los datos de esta lección.</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (paso %2)</translation>
    </message>
    <message>
        <source>%1 (steps %2)</source>
        <translation>%1 (pasos %2)</translation>
    </message>
    <message>
        <source>Answers, for the teacher</source>
        <translation>Respuestas, para el profesor</translation>
    </message>
    <message>
        <source>The answers the player accepts, with their explanations; the numbers and the challenge&apos;s solution are checked on the lesson&apos;s run. To print the handout without these pages: --no-answers, or untick the answers in Lessons &gt; Export handout.</source>
        <translation>Las respuestas que acepta el reproductor, con sus explicaciones; los números y la solución del reto se comprueban en la ejecución de la lección. Para imprimir la hoja sin estas páginas: --no-answers, o desmarca las respuestas en Lecciones &gt; Exportar hoja de ejercicios.</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>%1 (right): %2</source>
        <translation>%1 (correcta): %2</translation>
    </message>
    <message>
        <source>%1 (wrong): %2</source>
        <translation>%1 (incorrecta): %2</translation>
    </message>
    <message>
        <source>Challenge: a solution</source>
        <translation>Reto: una solución</translation>
    </message>
    <message>
        <source>With it, the run passes every condition:</source>
        <translation>Con ella, la ejecución cumple todas las condiciones:</translation>
    </message>
    <message>
        <source>With it, the run does not pass:</source>
        <translation>Con ella, la ejecución no las cumple:</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Paso %1: %2</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <translation>Lección %1</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>unos %1 minutos</translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>the visibility timeout</source>
        <translation>el tiempo de espera de visibilidad</translation>
    </message>
    <message>
        <source>the processing time</source>
        <translation>el tiempo de procesamiento</translation>
    </message>
    <message>
        <source>the heartbeat interval</source>
        <translation>el intervalo de latido</translation>
    </message>
    <message>
        <source>the number of workers</source>
        <translation>el número de workers</translation>
    </message>
    <message>
        <source>the receive wait time</source>
        <translation>el tiempo de espera de recepción</translation>
    </message>
    <message>
        <source>maxReceiveCount</source>
        <translation>maxReceiveCount</translation>
    </message>
    <message>
        <source>when the worker deletes</source>
        <translation>cuándo elimina el worker</translation>
    </message>
    <message>
        <source>idempotency</source>
        <translation>la idempotencia</translation>
    </message>
    <message>
        <source>the batch size</source>
        <translation>el tamaño del lote</translation>
    </message>
    <message>
        <source>the backoff on failure</source>
        <translation>el retroceso ante un fallo</translation>
    </message>
    <message>
        <source>what a delete with an old handle does</source>
        <translation>qué hace una eliminación con un identificador antiguo</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 es como máximo %2</translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 es como mínimo %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>step %1&apos;s comparison cannot be made: %2</source>
        <translation>no se puede hacer la comparación del paso %1: %2</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>la ejecución de la lección</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se ha indicado ningún nombre de archivo</translation>
    </message>
    <message>
        <source>a handout or a slide deck is a PDF (name it .pdf)</source>
        <translation>una hoja de ejercicios o una presentación es un PDF (ponle la extensión .pdf)</translation>
    </message>
    <message>
        <source>the lesson&apos;s run did not start</source>
        <translation>la ejecución de la lección no se inició</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>no se pudo iniciar el generador de PDF</translation>
    </message>
    <message>
        <source>Step %1 of %2  ·  %3</source>
        <translation>Paso %1 de %2  ·  %3</translation>
    </message>
    <message>
        <source>Step %1 of %2  ·  %3  ·  below: %4</source>
        <translation>Paso %1 de %2  ·  %3  ·  abajo: %4</translation>
    </message>
    <message>
        <source>Step %1  ·  what happens next?</source>
        <translation>Paso %1  ·  ¿qué pasa ahora?</translation>
    </message>
    <message>
        <source>Step %1  ·  a question for the room</source>
        <translation>Paso %1  ·  una pregunta para la clase</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Predicción</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answer:  ________  %1</source>
        <translation>Respuesta:  ________  %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>You may change: %1.</source>
        <translation>Puedes cambiar: %1.</translation>
    </message>
    <message>
        <source>Solved when: %1.</source>
        <translation>Resuelto cuando: %1.</translation>
    </message>
    <message>
        <source>Also drawn on the pictures, where pinned</source>
        <translation>También dibujadas en las imágenes, donde están fijadas</translation>
    </message>
    <message>
        <source>page %L1</source>
        <translation>página %L1</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>%1th</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 that succeeded</source>
        <translation>%1 que tuvo éxito</translation>
    </message>
    <message>
        <source>%1 answered %2</source>
        <translation>%1 con respuesta %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>como máximo %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>como mínimo %1</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>desconocido (%1)</translation>
    </message>
    <message>
        <source>%1 is %2 (wanted %3)</source>
        <translation>%1 es %2 (se quería %3)</translation>
    </message>
    <message>
        <source>%1: %2 is %3 (wanted %4)</source>
        <translation>%1: %2 es %3 (se quería %4)</translation>
    </message>
    <message>
        <source>[ok]   %1</source>
        <translation>[ok]   %1</translation>
    </message>
    <message>
        <source>[fail] %1</source>
        <translation>[fallo] %1</translation>
    </message>
    <message>
        <source>### Sources</source>
        <translation>### Fuentes</translation>
    </message>
    <message>
        <source> (step %1)</source>
        <translation> (paso %1)</translation>
    </message>
    <message>
        <source> (steps %1)</source>
        <translation> (pasos %1)</translation>
    </message>
    <message>
        <source>effects of %1</source>
        <translation>efectos de %1</translation>
    </message>
    <message>
        <source>receives of %1</source>
        <translation>recepciones de %1</translation>
    </message>
    <message>
        <source>number of %1 events</source>
        <translation>número de eventos %1</translation>
    </message>
    <message>
        <source>time of %1</source>
        <translation>momento de %1</translation>
    </message>
    <message>
        <source>deadline set by %1</source>
        <translation>plazo fijado por %1</translation>
    </message>
    <message>
        <source>the run did not happen</source>
        <translation>la ejecución no tuvo lugar</translation>
    </message>
    <message>
        <source>no metric named &quot;%1&quot;</source>
        <translation>no hay ninguna métrica llamada &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no business key &quot;%1&quot; in the run</source>
        <translation>no hay ninguna clave de negocio &quot;%1&quot; en la ejecución</translation>
    </message>
    <message>
        <source>no message &quot;%1&quot; in the run</source>
        <translation>no hay ningún mensaje &quot;%1&quot; en la ejecución</translation>
    </message>
    <message>
        <source>the run has no %1</source>
        <translation>la ejecución no tiene %1</translation>
    </message>
    <message>
        <source>%1 sets no visibility deadline</source>
        <translation>%1 no fija ningún plazo de visibilidad</translation>
    </message>
    <message>
        <source>%1, which is %2</source>
        <translation>%1, que es %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the lesson has no challenge</source>
        <translation>la lección no tiene reto</translation>
    </message>
</context>
<context>
    <name>LoaderText</name>
    <message>
        <source>must be an object, not %1</source>
        <translation>debe ser un objeto, no %1</translation>
    </message>
    <message>
        <source>%1: appears twice</source>
        <translation>%1: aparece dos veces</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>debe ser una cadena, no %1</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>debe ser un número, no %1</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 debe ser un número entero</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>debe ser true o false, no %1</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>debe ser un array de cadenas</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>debe ser una cadena</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>debe ser un array, no %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>un valor</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>texto inesperado después del valor JSON</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>the file ends where a value was expected</source>
        <translation>el archivo termina donde se esperaba un valor</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; where a value was expected</source>
        <translation>carácter inesperado &apos;%1&apos; donde se esperaba un valor</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>se esperaba un nombre de miembro entre comillas dobles</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the member name</source>
        <translation>se esperaba &apos;:&apos; después del nombre de miembro</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after a member</source>
        <translation>se esperaba &apos;,&apos; o &apos;}&apos; después de un miembro</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after an array element</source>
        <translation>se esperaba &apos;,&apos; o &apos;]&apos; después de un elemento del array</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>\u debe ir seguido de cuatro dígitos hexadecimales</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>el archivo termina dentro de una cadena</translation>
    </message>
    <message>
        <source>a string cannot contain a raw control character (write \n, \t, ...)</source>
        <translation>una cadena no puede contener un carácter de control sin escapar (escribe \n, \t, ...)</translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos; in a string</source>
        <translation>secuencia de escape desconocida &apos;\%1&apos; en una cadena</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>un número necesita dígitos</translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation>un número necesita dígitos después del punto decimal</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>un número necesita dígitos en su exponente</translation>
    </message>
    <message>
        <source>a lesson file is named NN-id.json, its number and its id (for example 01-lent-not-taken.json), not %1</source>
        <translation>un archivo de lección se llama NN-id.json, con su número y su id (por ejemplo 01-lent-not-taken.json), no %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the id in the file name %2 (&quot;%3&quot;)</source>
        <translation>&quot;%1&quot; no es el id del nombre de archivo %2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>missing &quot;minutes&quot; (how long the lesson takes, 1 to 240)</source>
        <translation>falta &quot;minutes&quot; (cuánto dura la lección, de 1 a 240)</translation>
    </message>
    <message>
        <source>missing &quot;level&quot; (&quot;beginner&quot;, &quot;intermediate&quot; or &quot;advanced&quot;)</source>
        <translation>falta &quot;level&quot; (&quot;beginner&quot;, &quot;intermediate&quot; o &quot;advanced&quot;)</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>panel</translation>
    </message>
    <message>
        <source>missing &quot;scenario&quot; (a scenario object, or a scenario file&apos;s path relative to the lesson)</source>
        <translation>falta &quot;scenario&quot; (un objeto de escenario, o la ruta de un archivo de escenario relativa a la lección)</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>no se puede leer &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>must be a scenario object or a scenario file&apos;s path, not %1</source>
        <translation>debe ser un objeto de escenario o la ruta de un archivo de escenario, no %1</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>una lección necesita al menos un paso</translation>
    </message>
    <message>
        <source>missing &quot;steps&quot; (at least one)</source>
        <translation>falta &quot;steps&quot; (al menos uno)</translation>
    </message>
    <message>
        <source>&quot;challenge&quot; is the challenge&apos;s narration section; name the step otherwise</source>
        <translation>&quot;challenge&quot; es la sección de narración del reto; da otro nombre al paso</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also the id of steps[%2]</source>
        <translation>&quot;%1&quot; también es el id de steps[%2]</translation>
    </message>
    <message>
        <source>cannot read the narration: %1</source>
        <translation>no se puede leer la narración: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>%1	(%2)	lesson %3</source>
        <translation>%1	(%2)	lección %3</translation>
    </message>
    <message>
        <source>%1	%2	%3 min	%4	lesson %5</source>
        <translation>%1	%2	%3 min	%4	lección %5</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; appears twice (also on line %2)</source>
        <translation>la sección &quot;## %1&quot; aparece dos veces (también en la línea %2)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; belongs to no step (the steps are %2)</source>
        <translation>la sección &quot;## %1&quot; no pertenece a ningún paso (los pasos son %2)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; belongs to no step (did you mean &quot;%2&quot;?)</source>
        <translation>la sección &quot;## %1&quot; no pertenece a ningún paso (¿querías decir &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; is empty</source>
        <translation>la sección &quot;## %1&quot; está vacía</translation>
    </message>
    <message>
        <source>event kind</source>
        <translation>tipo de evento</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>error code</source>
        <translation>código de error</translation>
    </message>
    <message>
        <source>only an ApiCall event has an &quot;%1&quot;</source>
        <translation>solo un evento ApiCall tiene &quot;%1&quot;</translation>
    </message>
    <message>
        <source>needs a query: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; or &quot;deadlineOf&quot;</source>
        <translation>necesita una consulta: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; o &quot;deadlineOf&quot;</translation>
    </message>
    <message>
        <source>takes only one of a query: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; or &quot;deadlineOf&quot;</source>
        <translation>admite solo una consulta: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; o &quot;deadlineOf&quot;</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>métrica</translation>
    </message>
    <message>
        <source>a deadline is set by a MessageReceived, DuplicateDelivered or VisibilityChanged event, not %1</source>
        <translation>un plazo lo fija un evento MessageReceived, DuplicateDelivered o VisibilityChanged, no %1</translation>
    </message>
    <message>
        <source>missing &quot;answer&quot; (the number the run gives)</source>
        <translation>falta &quot;answer&quot; (el número que da la ejecución)</translation>
    </message>
    <message>
        <source>missing &quot;query&quot; (what computes the answer from the run, for example {&quot;effectsOf&quot;: &quot;ord_7731&quot;})</source>
        <translation>falta &quot;query&quot; (lo que calcula la respuesta a partir de la ejecución, por ejemplo {&quot;effectsOf&quot;: &quot;ord_7731&quot;})</translation>
    </message>
    <message>
        <source>missing &quot;choices&quot;</source>
        <translation>falta &quot;choices&quot;</translation>
    </message>
    <message>
        <source>a question needs at least two choices</source>
        <translation>una pregunta necesita al menos dos opciones</translation>
    </message>
    <message>
        <source>no choice is marked right (&quot;right&quot;: true); a question has exactly one right answer</source>
        <translation>ninguna opción está marcada como correcta (&quot;right&quot;: true); una pregunta tiene exactamente una respuesta correcta</translation>
    </message>
    <message>
        <source>%1 choices are marked right (%2); a question has exactly one right answer</source>
        <translation>%1 opciones están marcadas como correctas (%2); una pregunta tiene exactamente una respuesta correcta</translation>
    </message>
    <message>
        <source>missing &quot;kind&quot; (&quot;choice&quot;, &quot;number&quot; or &quot;next&quot;)</source>
        <translation>falta &quot;kind&quot; (&quot;choice&quot;, &quot;number&quot; o &quot;next&quot;)</translation>
    </message>
    <message>
        <source>must be an array of names (&quot;m1&quot;, &quot;worker-2&quot;, &quot;effects&quot;, ...) and time spans ([from, to])</source>
        <translation>debe ser un array de nombres (&quot;m1&quot;, &quot;worker-2&quot;, &quot;effects&quot;, ...) e intervalos de tiempo ([from, to])</translation>
    </message>
    <message>
        <source>a time span is [from, to] in seconds, with from before to</source>
        <translation>un intervalo de tiempo es [from, to] en segundos, con from antes que to</translation>
    </message>
    <message>
        <source>a highlight is a name (&quot;m1&quot;, &quot;worker-2&quot;, &quot;ord_7731&quot;, &quot;orders&quot;, &quot;effects&quot;) or a time span [from, to], not %1</source>
        <translation>un resaltado es un nombre (&quot;m1&quot;, &quot;worker-2&quot;, &quot;ord_7731&quot;, &quot;orders&quot;, &quot;effects&quot;) o un intervalo de tiempo [from, to], no %1</translation>
    </message>
    <message>
        <source>missing &quot;parameters&quot; (the what-if parameters the student may change)</source>
        <translation>falta &quot;parameters&quot; (los parámetros de ¿Y si…? que el estudiante puede cambiar)</translation>
    </message>
    <message>
        <source>must be a non-empty array of what-if parameter names (%1)</source>
        <translation>debe ser un array no vacío de nombres de parámetros de ¿Y si…? (%1)</translation>
    </message>
    <message>
        <source>must be a what-if parameter name</source>
        <translation>debe ser un nombre de parámetro de ¿Y si…?</translation>
    </message>
    <message>
        <source>what-if parameter</source>
        <translation>parámetro de ¿Y si…?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>&quot;%1&quot; aparece dos veces en la lista</translation>
    </message>
    <message>
        <source>needs a comparison: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (a number) or &quot;equalsMetric&quot; (a metric&apos;s name)</source>
        <translation>necesita una comparación: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (un número) o &quot;equalsMetric&quot; (el nombre de una métrica)</translation>
    </message>
    <message>
        <source>takes only one of a comparison: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (a number) or &quot;equalsMetric&quot; (a metric&apos;s name)</source>
        <translation>admite solo una comparación: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (un número) o &quot;equalsMetric&quot; (el nombre de una métrica)</translation>
    </message>
    <message>
        <source>needs at least one condition, for example {&quot;metric&quot;: &quot;duplicateEffects&quot;, &quot;equals&quot;: 0}</source>
        <translation>necesita al menos una condición, por ejemplo {&quot;metric&quot;: &quot;duplicateEffects&quot;, &quot;equals&quot;: 0}</translation>
    </message>
    <message>
        <source>must be an object of parameter values, for example {&quot;visibilityTimeout&quot;: 60}</source>
        <translation>debe ser un objeto de valores de parámetros, por ejemplo {&quot;visibilityTimeout&quot;: 60}</translation>
    </message>
    <message>
        <source>not one of the challenge&apos;s &quot;parameters&quot; (%1): the student could not make this change</source>
        <translation>no es uno de los &quot;parameters&quot; del reto (%1): el estudiante no podría hacer este cambio</translation>
    </message>
    <message>
        <source>missing &quot;solution&quot; (parameter values that make the run pass)</source>
        <translation>falta &quot;solution&quot; (valores de parámetros con los que la ejecución cumple)</translation>
    </message>
    <message>
        <source>must be an array of the ids of the steps the page backs</source>
        <translation>debe ser un array con los ids de los pasos que respalda la página</translation>
    </message>
    <message>
        <source>must be a step id, not %1</source>
        <translation>debe ser un id de paso, no %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>is empty: it names the page for people</source>
        <translation>está vacío: es el nombre de la página para las personas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an https URL: a source is the https address of the page its facts come from, for example https://docs.aws.amazon.com/...</source>
        <translation>&quot;%1&quot; no es una URL https: una fuente es la dirección https de la página de la que salen sus datos, por ejemplo https://docs.aws.amazon.com/...</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step id: lower-case letters, digits and dashes, as in its &quot;## %1&quot; narration section</source>
        <translation>&quot;%1&quot; no es un id de paso: letras minúsculas, dígitos y guiones, como en su sección de narración &quot;## %1&quot;</translation>
    </message>
    <message>
        <source>a step is pinned either to a time (&quot;at&quot;, seconds) or to an &quot;event&quot;, not both</source>
        <translation>un paso se fija a un momento (&quot;at&quot;, en segundos) o a un &quot;event&quot;, no a ambos</translation>
    </message>
    <message>
        <source>%1 hints: a challenge has at most three</source>
        <translation>%1 pistas: un reto tiene como máximo tres</translation>
    </message>
    <message>
        <source>missing &quot;sources&quot; (the AWS pages the lesson&apos;s facts come from, each {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://docs.aws.amazon.com/...&quot;})</source>
        <translation>falta &quot;sources&quot; (las páginas de AWS de las que salen los datos de la lección, cada una {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://docs.aws.amazon.com/...&quot;})</translation>
    </message>
    <message>
        <source>must be a non-empty array of sources, each {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://...&quot;}: a lesson names the pages its facts come from</source>
        <translation>debe ser un array no vacío de fuentes, cada una {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://...&quot;}: una lección nombra las páginas de las que salen sus datos</translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation>%1 de %2 en %3</translation>
    </message>
    <message>
        <source>by %1 at %2</source>
        <translation>de %1 en %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>the run has no %1 at all</source>
        <translation>la ejecución no tiene ningún %1</translation>
    </message>
    <message>
        <source>the run has no %1 (%2 in the run: %3)</source>
        <translation>la ejecución no tiene %1 (%2 en la ejecución: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>at %1, before steps[%2] (%3): steps go forward in time</source>
        <translation>en %1, antes de steps[%2] (%3): los pasos avanzan en el tiempo</translation>
    </message>
    <message>
        <source>the compared run cannot start: %1</source>
        <translation>la ejecución comparada no puede iniciarse: %1</translation>
    </message>
    <message>
        <source>the compared run does the same things at the same moments as the lesson&apos;s: there is nothing to compare</source>
        <translation>la ejecución comparada hace lo mismo en los mismos momentos que la de la lección: no hay nada que comparar</translation>
    </message>
    <message>
        <source>%1 is past the end of the run (%2)</source>
        <translation>%1 está más allá del final de la ejecución (%2)</translation>
    </message>
    <message>
        <source>the span ends at %1, after the end of the run (%2)</source>
        <translation>el intervalo termina en %1, después del final de la ejecución (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names nothing in the run: messages %2; workers %3; keys %4; queues %5; lanes effects</source>
        <translation>&quot;%1&quot; no nombra nada de la ejecución: mensajes %2; workers %3; claves %4; colas %5; carriles effects</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names nothing in the run (did you mean &quot;%6&quot;?): messages %2; workers %3; keys %4; queues %5; lanes effects</source>
        <translation>&quot;%1&quot; no nombra nada de la ejecución (¿querías decir &quot;%6&quot;?): mensajes %2; workers %3; claves %4; colas %5; carriles effects</translation>
    </message>
    <message>
        <source>%1 disagrees with the run: %2 is %3</source>
        <translation>%1 no coincide con la ejecución: %2 es %3</translation>
    </message>
    <message>
        <source>already passes in its starting state (every condition holds): there is nothing for the student to fix</source>
        <translation>ya cumple en su estado inicial (se cumplen todas las condiciones): el estudiante no tiene nada que arreglar</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario (%2)</source>
        <translation>%1 no se aplica a este escenario (%2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the reference solution does not pass: %1</source>
        <translation>la solución de referencia no cumple: %1</translation>
    </message>
    <message>
        <source>%1 is %2 in the English lesson, not %3</source>
        <translation>%1 es %2 en la lección en inglés, no %3</translation>
    </message>
    <message>
        <source>empty, where the English lesson has a text</source>
        <translation>vacío, donde la lección en inglés tiene un texto</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;: the English lesson has %2</source>
        <translation>falta &quot;%1&quot;: la lección en inglés tiene %2</translation>
    </message>
    <message>
        <source>%1 is not in the English lesson</source>
        <translation>%1 no está en la lección en inglés</translation>
    </message>
    <message>
        <source>the English lesson has %n item here, not %1</source>
        <translation>la lección en inglés tiene aquí %n elemento, no %1</translation>
    </message>
    <message>
        <source>the English lesson has %n items here, not %1</source>
        <translation>la lección en inglés tiene aquí %n elementos, no %1</translation>
    </message>
    <message>
        <source>the English lesson&apos;s step &quot;%1&quot; is missing</source>
        <translation>falta el paso &quot;%1&quot; de la lección en inglés</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step of the English lesson</source>
        <translation>&quot;%1&quot; no es un paso de la lección en inglés</translation>
    </message>
    <message>
        <source>the step &quot;%1&quot; is out of order: the English lesson&apos;s steps are %2</source>
        <translation>el paso &quot;%1&quot; está fuera de orden: los pasos de la lección en inglés son %2</translation>
    </message>
    <message>
        <source>the right choice is choice %1 in the English lesson, not choice %2</source>
        <translation>la opción correcta es la opción %1 en la lección en inglés, no la opción %2</translation>
    </message>
    <message>
        <source>the right choice is choice %1 alone in the English lesson</source>
        <translation>en la lección en inglés la opción correcta es solo la opción %1</translation>
    </message>
    <message>
        <source>the English narration&apos;s section &quot;## %1&quot; is missing</source>
        <translation>falta la sección &quot;## %1&quot; de la narración en inglés</translation>
    </message>
    <message>
        <source>cannot compare with the English lesson: %1</source>
        <translation>no se puede comparar con la lección en inglés: %1</translation>
    </message>
    <message>
        <source>the section &quot;## %1&quot; is not in the English narration</source>
        <translation>la sección &quot;## %1&quot; no está en la narración en inglés</translation>
    </message>
    <message>
        <source>the section &quot;## %1&quot; is out of order: the English narration&apos;s sections are %2</source>
        <translation>la sección &quot;## %1&quot; está fuera de orden: las secciones de la narración en inglés son %2</translation>
    </message>
    <message>
        <source>translates no lesson: there is no %1 in the folder above (a translation has the name of the lesson it translates)</source>
        <translation>no traduce ninguna lección: no hay ningún %1 en la carpeta superior (una traducción tiene el nombre de la lección que traduce)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 translations load, check cleanly and match their English lessons</source>
        <translation>%1: %2 de %3 traducciones se cargan, pasan las comprobaciones sin errores y coinciden con sus lecciones en inglés</translation>
    </message>
    <message>
        <source>%1: %2 of %3 lessons have no translation and are shown in English</source>
        <translation>%1: %2 de %3 lecciones no tienen traducción y se muestran en inglés</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: unknown key (valid keys: %2)</source>
        <translation>%1: clave desconocida (claves válidas: %2)</translation>
    </message>
    <message>
        <source>%1: unknown key (did you mean &quot;%2&quot;?)</source>
        <translation>%1: clave desconocida (¿querías decir &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (one of %3)</source>
        <translation>%1 desconocido &quot;%2&quot; (uno de %3)</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (did you mean &quot;%3&quot;?)</source>
        <translation>%1 desconocido &quot;%2&quot; (¿querías decir &quot;%3&quot;?)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; no es uno de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2 (did you mean &quot;%3&quot;?)</source>
        <translation>&quot;%1&quot; no es uno de %2 (¿querías decir &quot;%3&quot;?)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3 seconds)</source>
        <translation>%1 está fuera de rango (de %2 a %3 segundos)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 está fuera de rango (de %2 a %3)</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>falta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no queue named &quot;%1&quot; in &quot;queues&quot;</source>
        <translation>no hay ninguna cola llamada &quot;%1&quot; en &quot;queues&quot;</translation>
    </message>
    <message>
        <source>no queue named &quot;%1&quot; in &quot;queues&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>no hay ninguna cola llamada &quot;%1&quot; en &quot;queues&quot; (¿querías decir &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>the run cannot start: %1</source>
        <translation>la ejecución no puede iniciarse: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>no section &quot;## %1&quot; in %2</source>
        <translation>no hay ninguna sección &quot;## %1&quot; en %2</translation>
    </message>
    <message>
        <source>needs &quot;min&quot; and &quot;max&quot; (seconds)</source>
        <translation>necesita &quot;min&quot; y &quot;max&quot; (en segundos)</translation>
    </message>
    <message>
        <source>&quot;min&quot; must not be above &quot;max&quot;</source>
        <translation>&quot;min&quot; no debe ser mayor que &quot;max&quot;</translation>
    </message>
    <message>
        <source>needs &quot;mean&quot; and &quot;sd&quot; (seconds)</source>
        <translation>necesita &quot;mean&quot; y &quot;sd&quot; (en segundos)</translation>
    </message>
    <message>
        <source>needs &quot;p50&quot; and &quot;p99&quot; (seconds)</source>
        <translation>necesita &quot;p50&quot; y &quot;p99&quot; (en segundos)</translation>
    </message>
    <message>
        <source>&quot;p50&quot; must not be above &quot;p99&quot;</source>
        <translation>&quot;p50&quot; no debe ser mayor que &quot;p99&quot;</translation>
    </message>
    <message>
        <source>a segment needs &quot;from&quot;, &quot;to&quot; (seconds) and &quot;profile&quot;</source>
        <translation>un segmento necesita &quot;from&quot;, &quot;to&quot; (en segundos) y &quot;profile&quot;</translation>
    </message>
    <message>
        <source>&quot;from&quot; must be before &quot;to&quot;</source>
        <translation>&quot;from&quot; debe ser anterior a &quot;to&quot;</translation>
    </message>
    <message>
        <source>a piecewise duration needs &quot;otherwise&quot; (the usual duration)</source>
        <translation>una duración por tramos necesita &quot;otherwise&quot; (la duración habitual)</translation>
    </message>
    <message>
        <source>must be a number of seconds or an object, not %1</source>
        <translation>debe ser un número de segundos o un objeto, no %1</translation>
    </message>
    <message>
        <source>a duration is a number of seconds or an object with exactly one of &quot;fixed&quot;, &quot;uniform&quot;, &quot;normal&quot;, &quot;lognormal&quot;, &quot;piecewise&quot;</source>
        <translation>una duración es un número de segundos o un objeto con exactamente uno de &quot;fixed&quot;, &quot;uniform&quot;, &quot;normal&quot;, &quot;lognormal&quot;, &quot;piecewise&quot;</translation>
    </message>
    <message>
        <source>no &quot;producers&quot;: nothing would ever be sent</source>
        <translation>no hay &quot;producers&quot;: nunca se enviaría nada</translation>
    </message>
    <message>
        <source>missing &quot;queues&quot; (at least one queue)</source>
        <translation>falta &quot;queues&quot; (al menos una cola)</translation>
    </message>
    <message>
        <source>CreateQueue refuses it: %1</source>
        <translation>CreateQueue lo rechaza: %1</translation>
    </message>
    <message>
        <source>a FIFO queue&apos;s name must end in .fifo</source>
        <translation>el nombre de una cola FIFO debe terminar en .fifo</translation>
    </message>
    <message>
        <source>a queue named *.fifo must have &quot;fifo&quot;: true</source>
        <translation>una cola llamada *.fifo debe tener &quot;fifo&quot;: true</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is defined twice</source>
        <translation>&quot;%1&quot; está definido dos veces</translation>
    </message>
    <message>
        <source>only a FIFO queue has content-based deduplication</source>
        <translation>solo una cola FIFO tiene desduplicación basada en el contenido</translation>
    </message>
    <message>
        <source>only a FIFO queue has a deduplication scope</source>
        <translation>solo una cola FIFO tiene ámbito de desduplicación</translation>
    </message>
    <message>
        <source>must be an object of strings</source>
        <translation>debe ser un objeto de cadenas</translation>
    </message>
    <message>
        <source>must be a string, as in the SQS API</source>
        <translation>debe ser una cadena, como en la API de SQS</translation>
    </message>
    <message>
        <source>missing &quot;maxReceiveCount&quot; (1 to 1000)</source>
        <translation>falta &quot;maxReceiveCount&quot; (de 1 a 1000)</translation>
    </message>
    <message>
        <source>a dead-letter queue must be of the same type (FIFO or standard) as its source</source>
        <translation>una cola de mensajes fallidos debe ser del mismo tipo (FIFO o estándar) que su cola de origen</translation>
    </message>
    <message>
        <source>a queue cannot be its own dead-letter queue</source>
        <translation>una cola no puede ser su propia cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>an outage needs &quot;from&quot; before &quot;to&quot; (seconds)</source>
        <translation>una interrupción necesita &quot;from&quot; antes de &quot;to&quot; (en segundos)</translation>
    </message>
    <message>
        <source>sends nothing: give &quot;messages&quot;, &quot;rate&quot; or &quot;bursts&quot;</source>
        <translation>no envía nada: indica &quot;messages&quot;, &quot;rate&quot; o &quot;bursts&quot;</translation>
    </message>
    <message>
        <source>missing &quot;to&quot; (seconds)</source>
        <translation>falta &quot;to&quot; (en segundos)</translation>
    </message>
    <message>
        <source>missing &quot;perSecond&quot;</source>
        <translation>falta &quot;perSecond&quot;</translation>
    </message>
    <message>
        <source>missing &quot;policy&quot; (fixed, byKey or roundRobin)</source>
        <translation>falta &quot;policy&quot; (fixed, byKey o roundRobin)</translation>
    </message>
    <message>
        <source>sends to a FIFO queue: give &quot;group&quot; (every FIFO message needs a MessageGroupId)</source>
        <translation>envía a una cola FIFO: indica &quot;group&quot; (todo mensaje FIFO necesita un MessageGroupId)</translation>
    </message>
    <message>
        <source>sends to a FIFO queue without content-based deduplication: give &quot;deduplication&quot; (&quot;byKey&quot; or &quot;byMessage&quot;)</source>
        <translation>envía a una cola FIFO sin desduplicación basada en el contenido: indica &quot;deduplication&quot; (&quot;byKey&quot; o &quot;byMessage&quot;)</translation>
    </message>
    <message>
        <source>&quot;idempotency&quot;: &quot;providerKey&quot; needs a &quot;service&quot; to pass the key to</source>
        <translation>&quot;idempotency&quot;: &quot;providerKey&quot; necesita un &quot;service&quot; al que pasar la clave</translation>
    </message>
    <message>
        <source>another worker is already named &quot;%1&quot;; give each worker entry its own name</source>
        <translation>ya hay otro worker llamado &quot;%1&quot;; da a cada entrada de worker su propio nombre</translation>
    </message>
    <message>
        <source>a heartbeat needs &quot;every&quot; and &quot;extendTo&quot; (seconds)</source>
        <translation>un latido necesita &quot;every&quot; y &quot;extendTo&quot; (en segundos)</translation>
    </message>
    <message>
        <source>a backoff needs &quot;base&quot; (seconds)</source>
        <translation>un retroceso necesita &quot;base&quot; (en segundos)</translation>
    </message>
    <message>
        <source>a crash needs either &quot;at&quot; (seconds) or &quot;point&quot;, not both</source>
        <translation>una caída necesita &quot;at&quot; (en segundos) o &quot;point&quot;, no ambos</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2 to %3</source>
        <translation>&quot;%1&quot; no es uno de %2 a %3</translation>
    </message>
    <message>
        <source>another lambda is already named &quot;%1&quot;; give each lambda entry its own name</source>
        <translation>ya hay otra lambda llamada &quot;%1&quot;; da a cada entrada de lambda su propio nombre</translation>
    </message>
    <message>
        <source>a worker is already named &quot;%1&quot;</source>
        <translation>ya hay un worker llamado &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Queue visibility timeout: %1 seconds is less than Function timeout: %2 seconds (Lambda rejects the mapping; AWS recommends a visibility timeout of at least 6 times the function timeout)</source>
        <translation>Queue visibility timeout: %1 seconds is less than Function timeout: %2 seconds (Lambda rechaza la asignación; AWS recomienda un tiempo de espera de visibilidad de al menos 6 veces el tiempo de espera de la función)</translation>
    </message>
    <message>
        <source>%1 is out of range for a FIFO queue (1 to 10)</source>
        <translation>%1 está fuera de rango para una cola FIFO (de 1 a 10)</translation>
    </message>
    <message>
        <source>a batching window is not supported for a FIFO queue</source>
        <translation>una ventana de procesamiento por lotes no es compatible con una cola FIFO</translation>
    </message>
    <message>
        <source>a batch size above 10 needs a &quot;batchingWindow&quot; of at least 1 second</source>
        <translation>un tamaño de lote mayor que 10 necesita un &quot;batchingWindow&quot; de al menos 1 segundo</translation>
    </message>
    <message>
        <source>missing &quot;at&quot; (seconds)</source>
        <translation>falta &quot;at&quot; (en segundos)</translation>
    </message>
    <message>
        <source>an operation is either {&quot;redrive&quot;: DEAD-LETTER QUEUE} or {&quot;purge&quot;: QUEUE}</source>
        <translation>una operación es {&quot;redrive&quot;: COLA DE MENSAJES FALLIDOS} o {&quot;purge&quot;: COLA}</translation>
    </message>
    <message>
        <source>&quot;to&quot; and &quot;perSecond&quot; belong to a redrive, not a purge</source>
        <translation>&quot;to&quot; y &quot;perSecond&quot; corresponden a un redireccionamiento, no a una purga</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no queue&apos;s dead-letter queue (SQS: &quot;Source queue must be configured as a Dead Letter Queue.&quot;)</source>
        <translation>&quot;%1&quot; no es la cola de mensajes fallidos de ninguna cola (SQS: &quot;Source queue must be configured as a Dead Letter Queue.&quot;)</translation>
    </message>
    <message>
        <source>no service named &quot;%1&quot; in &quot;services&quot;</source>
        <translation>no hay ningún servicio llamado &quot;%1&quot; en &quot;services&quot;</translation>
    </message>
    <message>
        <source>this is a lesson, not a scenario (it has &quot;steps&quot;); its scenario is &quot;%1&quot; (from the lesson&apos;s folder)</source>
        <translation>esto es una lección, no un escenario (tiene &quot;steps&quot;); su escenario es &quot;%1&quot; (de la carpeta de la lección)</translation>
    </message>
    <message>
        <source>this is a lesson, not a scenario (it has &quot;steps&quot;)</source>
        <translation>esto es una lección, no un escenario (tiene &quot;steps&quot;)</translation>
    </message>
    <message>
        <source>%1 is not a text: a scenario&apos;s translation holds only its title, description and services (names, queues and timings stay in the English file)</source>
        <translation>%1 no es un texto: la traducción de un escenario solo contiene su título, su descripción y sus servicios (los nombres, las colas y los tiempos se quedan en el archivo en inglés)</translation>
    </message>
    <message>
        <source>%1 is not a text: a translated service holds only its name, effect and effectPast (timings stay in the English file)</source>
        <translation>%1 no es un texto: un servicio traducido solo contiene su nombre, effect y effectPast (los tiempos se quedan en el archivo en inglés)</translation>
    </message>
    <message>
        <source>the English scenario has no text here to translate</source>
        <translation>el escenario en inglés no tiene aquí ningún texto que traducir</translation>
    </message>
    <message>
        <source>empty, where the English scenario has a text</source>
        <translation>vacío, donde el escenario en inglés tiene un texto</translation>
    </message>
    <message>
        <source>missing &quot;name&quot;: the name of the English scenario&apos;s service it translates</source>
        <translation>falta &quot;name&quot;: el nombre del servicio del escenario en inglés que traduce</translation>
    </message>
    <message>
        <source>the English scenario has no services</source>
        <translation>el escenario en inglés no tiene servicios</translation>
    </message>
    <message>
        <source>no service named &quot;%1&quot; in the English scenario (its services are %2)</source>
        <translation>no hay ningún servicio llamado &quot;%1&quot; en el escenario en inglés (sus servicios son %2)</translation>
    </message>
    <message>
        <source>translates no scenario: there is no %1 in the folder above (a translation has the name of the scenario it translates)</source>
        <translation>no traduce ningún escenario: no hay ningún %1 en la carpeta de arriba (una traducción tiene el nombre del escenario que traduce)</translation>
    </message>
    <message>
        <source>cannot compare with the English scenario: %1</source>
        <translation>no se puede comparar con el escenario en inglés: %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Two workers long-poll the queue orders, whose visibility timeout is %1 s. One order is sent at t=0; the worker that receives it works on it for %2 s. At what time is the order received for the second time?</source>
        <translation>Dos workers consultan con sondeo largo la cola orders, cuyo tiempo de espera de visibilidad es de %1 s. Se envía un pedido en t=0; el worker que lo recibe trabaja en él durante %2 s. ¿En qué momento se recibe el pedido por segunda vez?</translation>
    </message>
    <message>
        <source>Three workers long-poll the queue orders, whose visibility timeout is %1 s; each job takes %2 s. One order is sent at t=0. At what time is it received for the third time?</source>
        <translation>Tres workers consultan con sondeo largo la cola orders, cuyo tiempo de espera de visibilidad es de %1 s; cada trabajo tarda %2 s. Se envía un pedido en t=0. ¿En qué momento se recibe por tercera vez?</translation>
    </message>
    <message>
        <source>The queue orders has a visibility timeout of %1 s, but its two workers receive with VisibilityTimeout=%2; each job takes %3 s. One order is sent at t=0. At what time is it received for the second time?</source>
        <translation>La cola orders tiene un tiempo de espera de visibilidad de %1 s, pero sus dos workers reciben con VisibilityTimeout=%2; cada trabajo tarda %3 s. Se envía un pedido en t=0. ¿En qué momento se recibe por segunda vez?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. What visibility deadline does its first heartbeat set?</source>
        <translation>Un worker recibe un pedido en t=0 de una cola cuyo tiempo de espera de visibilidad es de %1 s. Su trabajo tarda %4 s, y cada %2 s del trabajo llama a ChangeMessageVisibility con VisibilityTimeout=%3. ¿Qué plazo de visibilidad fija su primer latido?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. What visibility deadline does its third heartbeat set?</source>
        <translation>Un worker recibe un pedido en t=0 de una cola cuyo tiempo de espera de visibilidad es de %1 s. Su trabajo tarda %4 s, y cada %2 s del trabajo llama a ChangeMessageVisibility con VisibilityTimeout=%3. ¿Qué plazo de visibilidad fija su tercer latido?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. At what time does the order become visible again?</source>
        <translation>Un worker recibe un pedido en t=0 de una cola cuyo tiempo de espera de visibilidad es de %1 s. Su trabajo tarda %4 s, y cada %2 s del trabajo llama a ChangeMessageVisibility con VisibilityTimeout=%3. ¿En qué momento vuelve a ser visible el pedido?</translation>
    </message>
    <message>
        <source>The queue orders (visibility timeout %2 s) has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails after %3 s and the message is not deleted. How many times is ord_1 received from orders before it moves to the dead-letter queue?</source>
        <translation>La cola orders (tiempo de espera de visibilidad %2 s) tiene una cola de mensajes fallidos con maxReceiveCount %1. Su worker falla con ord_1 cada vez: el trabajo falla tras %3 s y el mensaje no se elimina. ¿Cuántas veces se recibe ord_1 de orders antes de pasar a la cola de mensajes fallidos?</translation>
    </message>
    <message>
        <source>The queue orders (visibility timeout %2 s) has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails after %3 s and the message is not deleted. At what time does ord_1 arrive in the dead-letter queue?</source>
        <translation>La cola orders (tiempo de espera de visibilidad %2 s) tiene una cola de mensajes fallidos con maxReceiveCount %1. Su worker falla con ord_1 cada vez: el trabajo falla tras %3 s y el mensaje no se elimina. ¿En qué momento llega ord_1 a la cola de mensajes fallidos?</translation>
    </message>
    <message>
        <source>The queue orders has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 after %2 s every time, and then sets the message&apos;s visibility timeout to min(%4, %3 × 2^(receive count − 1)) s: exponential backoff. At what time does ord_1 arrive in the dead-letter queue?</source>
        <translation>La cola orders tiene una cola de mensajes fallidos con maxReceiveCount %1. Su worker falla con ord_1 tras %2 s cada vez, y luego fija el tiempo de espera de visibilidad del mensaje en min(%4, %3 × 2^(recuento de recepciones − 1)) s: retroceso exponencial. ¿En qué momento llega ord_1 a la cola de mensajes fallidos?</translation>
    </message>
    <message>
        <source>A worker long-polls the empty queue orders with WaitTimeSeconds=%2 from t=0, and polls again at once after each empty answer. How many empty receives has it had by t=%1?</source>
        <translation>Un worker consulta con sondeo largo la cola vacía orders con WaitTimeSeconds=%2 desde t=0, y vuelve a consultar en cuanto recibe cada respuesta vacía. ¿Cuántas recepciones vacías ha tenido hasta t=%1?</translation>
    </message>
    <message>
        <source>A worker short-polls (WaitTimeSeconds=0) the empty queue orders from t=0, and pauses %2 s after each empty answer. How many empty receives has it had by t=%1?</source>
        <translation>Un worker consulta con sondeo corto (WaitTimeSeconds=0) la cola vacía orders desde t=0, y hace una pausa de %2 s tras cada respuesta vacía. ¿Cuántas recepciones vacías ha tenido hasta t=%1?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %1 s. An order is sent at t=%2, and a worker is long-polling the queue. At what time does the worker receive the order?</source>
        <translation>La cola orders tiene un retraso de entrega de %1 s. Se envía un pedido en t=%2, y un worker consulta la cola con sondeo largo. ¿En qué momento recibe el worker el pedido?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %1 s. An order is sent at t=%2 with DelaySeconds=%3 (a message timer), and a worker is long-polling the queue. At what time does the worker receive the order?</source>
        <translation>La cola orders tiene un retraso de entrega de %1 s. Se envía un pedido en t=%2 con DelaySeconds=%3 (un temporizador de mensajes), y un worker consulta la cola con sondeo largo. ¿En qué momento recibe el worker el pedido?</translation>
    </message>
    <message>
        <source>The FIFO queue orders.fifo has a delivery delay of %1 s. Two orders of the same message group are sent, at t=0 and t=%2; two workers long-poll the queue and each job takes %3 s. At what time is the second order received?</source>
        <translation>La cola FIFO orders.fifo tiene un retraso de entrega de %1 s. Se envían dos pedidos del mismo grupo de mensajes, en t=0 y en t=%2; dos workers consultan la cola con sondeo largo y cada trabajo tarda %3 s. ¿En qué momento se recibe el segundo pedido?</translation>
    </message>
    <message>
        <source>The queue orders keeps messages %1 s (MessageRetentionPeriod). An order sent at t=%2 fails every time: its worker receives it, fails, and receives it again each time its visibility timeout of %3 s ends. At what time does the order expire?</source>
        <translation>La cola orders conserva los mensajes %1 s (MessageRetentionPeriod). Un pedido enviado en t=%2 falla cada vez: su worker lo recibe, falla y lo vuelve a recibir cada vez que termina su tiempo de espera de visibilidad de %3 s. ¿En qué momento caduca el pedido?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %3 s and keeps messages %1 s. An order is sent at t=%2, and nobody reads the queue. At what time does the order expire?</source>
        <translation>La cola orders tiene un retraso de entrega de %3 s y conserva los mensajes %1 s. Se envía un pedido en t=%2, y nadie lee la cola. ¿En qué momento caduca el pedido?</translation>
    </message>
    <message>
        <source>The standard queue orders (visibility timeout %2 s) moves a message to its dead-letter queue after %1 receives; the dead-letter queue keeps messages %3 s. An order sent at t=%4 fails every time. At what time does it expire in the dead-letter queue?</source>
        <translation>La cola estándar orders (tiempo de espera de visibilidad %2 s) mueve un mensaje a su cola de mensajes fallidos tras %1 recepciones; la cola de mensajes fallidos conserva los mensajes %3 s. Un pedido enviado en t=%4 falla cada vez. ¿En qué momento caduca en la cola de mensajes fallidos?</translation>
    </message>
    <message>
        <source>%1 orders of one message group are sent to orders.fifo at t=0. Two workers long-poll the queue, one message at a time, and each job takes %2 s. At what time is m%3 (the order sent in place %3) received?</source>
        <translation>Se envían %1 pedidos de un mismo grupo de mensajes a orders.fifo en t=0. Dos workers consultan la cola con sondeo largo, un mensaje cada vez, y cada trabajo tarda %2 s. ¿En qué momento se recibe m%3 (el pedido enviado en la posición %3)?</translation>
    </message>
    <message>
        <source>%1 orders are sent to orders.fifo at t=0, alternating between two message groups (m1 in the first, m2 in the second, m3 in the first, ...). Two workers long-poll the queue, one message at a time, and each job takes %2 s. At what time is m%3 received?</source>
        <translation>Se envían %1 pedidos a orders.fifo en t=0, alternando entre dos grupos de mensajes (m1 en el primero, m2 en el segundo, m3 en el primero, ...). Dos workers consultan la cola con sondeo largo, un mensaje cada vez, y cada trabajo tarda %2 s. ¿En qué momento se recibe m%3?</translation>
    </message>
    <message>
        <source>The same order, with the deduplication id ord_1, is sent to orders.fifo %1 times, at t=%2. How many of these sends put a message in the queue?</source>
        <translation>El mismo pedido, con el id de desduplicación ord_1, se envía a orders.fifo %1 veces, en t=%2. ¿Cuántos de estos envíos ponen un mensaje en la cola?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %2 s) in batches of %1. %1 orders arrive at t=0; the last one, ord_%1, always fails, and the function does not report batch item failures. By t=%3, how many times has ord_1 been processed?</source>
        <translation>Una función Lambda lee orders (tiempo de espera de visibilidad %2 s) en lotes de %1. Llegan %1 pedidos en t=0; el último, ord_%1, siempre falla, y la función no informa de los fallos de elementos del lote. Hasta t=%3, ¿cuántas veces se ha procesado ord_1?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %2 s) in batches of %1. %1 orders arrive at t=0; the last one, ord_%1, always fails, and the function reports batch item failures (ReportBatchItemFailures). By t=%3, how many times has ord_1 been processed?</source>
        <translation>Una función Lambda lee orders (tiempo de espera de visibilidad %2 s) en lotes de %1. Llegan %1 pedidos en t=0; el último, ord_%1, siempre falla, y la función informa de los fallos de elementos del lote (ReportBatchItemFailures). Hasta t=%3, ¿cuántas veces se ha procesado ord_1?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %3 s) in batches of %1, with ReportBatchItemFailures. %1 orders arrive at t=0, and %2 of them always fail. By t=%4, how many receives of these orders have there been in all?</source>
        <translation>Una función Lambda lee orders (tiempo de espera de visibilidad %3 s) en lotes de %1, con ReportBatchItemFailures. Llegan %1 pedidos en t=0, y %2 de ellos siempre fallan. Hasta t=%4, ¿cuántas recepciones de estos pedidos ha habido en total?</translation>
    </message>
    <message>
        <source>%3 workers long-poll orders (visibility timeout %1 s). worker-1 receives an order at t=0 and works on it for %2 s; meanwhile the order is received again. At t=%2 worker-1 calls DeleteMessage with the receipt handle of its own receive. What does AWS promise?</source>
        <translation>%3 workers consultan orders con sondeo largo (tiempo de espera de visibilidad %1 s). worker-1 recibe un pedido en t=0 y trabaja en él durante %2 s; mientras tanto, el pedido se recibe de nuevo. En t=%2, worker-1 llama a DeleteMessage con el identificador de recepción de su propia recepción. ¿Qué promete AWS?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. It crashes after charging order %2 and before deleting its message, and restarts. How many charges are made in all?</source>
        <translation>Un worker cobra %1 pedidos, uno tras otro, y elimina cada mensaje después de su cobro. Se cae después de cobrar el pedido %2 y antes de eliminar su mensaje, y se reinicia. ¿Cuántos cobros se hacen en total?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. After each charge it writes a &quot;done&quot; record on the order&apos;s key, which it checks before charging. It crashes after charging order %2 and writing its record, before deleting its message, and restarts. How many charges are made in all?</source>
        <translation>Un worker cobra %1 pedidos, uno tras otro, y elimina cada mensaje después de su cobro. Tras cada cobro escribe un registro de completado con la clave del pedido, que comprueba antes de cobrar. Se cae después de cobrar el pedido %2 y escribir su registro, antes de eliminar su mensaje, y se reinicia. ¿Cuántos cobros se hacen en total?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. After each charge it writes a &quot;done&quot; record on the order&apos;s key, which it checks before charging. It crashes after charging order %2 and before writing its record, and restarts. How many charges are made in all?</source>
        <translation>Un worker cobra %1 pedidos, uno tras otro, y elimina cada mensaje después de su cobro. Tras cada cobro escribe un registro de completado con la clave del pedido, que comprueba antes de cobrar. Se cae después de cobrar el pedido %2 y antes de escribir su registro, y se reinicia. ¿Cuántos cobros se hacen en total?</translation>
    </message>
    <message>
        <source>A Lambda event source mapping reads orders with a batch size of 100 and a batching window of %3 s. %1 orders arrive, one every %2 s from t=%4. At what time is the function first invoked?</source>
        <translation>Una asignación de origen de eventos de Lambda lee orders con un tamaño de lote de 100 y una ventana de procesamiento por lotes de %3 s. Llegan %1 pedidos, uno cada %2 s desde t=%4. ¿En qué momento se invoca la función por primera vez?</translation>
    </message>
    <message>
        <source>A Lambda event source mapping reads orders with a batch size of %1 and a batching window of %2 s. %1 orders arrive at once at t=%3. At what time is the function first invoked?</source>
        <translation>Una asignación de origen de eventos de Lambda lee orders con un tamaño de lote de %1 y una ventana de procesamiento por lotes de %2 s. Llegan %1 pedidos a la vez en t=%3. ¿En qué momento se invoca la función por primera vez?</translation>
    </message>
    <message>
        <source>A Lambda function with a timeout of %3 s reads orders (visibility timeout %4 s) in batches of %1, and each order takes it %2 s. %1 orders arrive at t=0. At what time is ord_1 received again?</source>
        <translation>Una función Lambda con un tiempo de espera de la función de %3 s lee orders (tiempo de espera de visibilidad %4 s) en lotes de %1, y cada pedido le lleva %2 s. Llegan %1 pedidos en t=0. ¿En qué momento se recibe ord_1 de nuevo?</translation>
    </message>
    <message>
        <source>%1 orders are waiting in orders. One worker receives them in batches of up to %2 (long polling) and deletes each order with its own DeleteMessage. How many requests does the worker make in the run?</source>
        <translation>Hay %1 pedidos esperando en orders. Un worker los recibe en lotes de hasta %2 (sondeo largo) y elimina cada pedido con su propio DeleteMessage. ¿Cuántas solicitudes hace el worker en la ejecución?</translation>
    </message>
    <message>
        <source>%1 orders are waiting in orders. One worker receives them in batches of up to %2 (long polling) and deletes each batch with one DeleteMessageBatch. How many requests does the worker make in the run?</source>
        <translation>Hay %1 pedidos esperando en orders. Un worker los recibe en lotes de hasta %2 (sondeo largo) y elimina cada lote con un DeleteMessageBatch. ¿Cuántas solicitudes hace el worker en la ejecución?</translation>
    </message>
    <message>
        <source>%1 orders are sent one by one with SendMessage. One worker receives them in batches of up to %2 (long polling) and deletes each batch with one DeleteMessageBatch. Every message is under 64 KiB. How many billed requests does the whole run make?</source>
        <translation>Se envían %1 pedidos uno a uno con SendMessage. Un worker los recibe en lotes de hasta %2 (sondeo largo) y elimina cada lote con un DeleteMessageBatch. Cada mensaje ocupa menos de 64 KiB. ¿Cuántas solicitudes facturadas hace toda la ejecución?</translation>
    </message>
    <message>
        <source>A receive lends the message for the visibility timeout, %2 s, however long the job takes: it is visible again at t=%1, and the other worker, waiting on a long poll, receives it then while the first is still at work.</source>
        <translation>Una recepción presta el mensaje durante el tiempo de espera de visibilidad, %2 s, tarde lo que tarde el trabajo: vuelve a ser visible en t=%1, y el otro worker, que espera en un sondeo largo, lo recibe entonces mientras el primero sigue trabajando.</translation>
    </message>
    <message>
        <source>Each receive hides the message for %2 s from that receive: the second receive at t=%2 hides it until t=%1, when the third worker receives it. No job has ended by then.</source>
        <translation>Cada recepción oculta el mensaje %2 s desde esa recepción: la segunda recepción, en t=%2, lo oculta hasta t=%1, cuando lo recibe el tercer worker. Para entonces ningún trabajo ha terminado.</translation>
    </message>
    <message>
        <source>A VisibilityTimeout given with ReceiveMessage replaces the queue&apos;s for that receive: the order is visible again, and received, at t=%1.</source>
        <translation>Un VisibilityTimeout indicado con ReceiveMessage sustituye al de la cola en esa recepción: el pedido vuelve a ser visible, y se recibe, en t=%1.</translation>
    </message>
    <message>
        <source>ChangeMessageVisibility counts the new timeout from the moment of the call, not from the receive or from the old deadline: the heartbeat at t=%2 hides the order until t=%1.</source>
        <translation>ChangeMessageVisibility cuenta el nuevo tiempo de espera desde el momento de la llamada, no desde la recepción ni desde el plazo anterior: el latido en t=%2 oculta el pedido hasta t=%1.</translation>
    </message>
    <message>
        <source>Each heartbeat counts its timeout from its own moment: the third, at t=%2, hides the order until t=%1.</source>
        <translation>Cada latido cuenta su tiempo de espera desde su propio momento: el tercero, en t=%2, oculta el pedido hasta t=%1.</translation>
    </message>
    <message>
        <source>A message stays in flight at most 12 hours from its receive: no heartbeat can extend it past that, so the order is visible again at t=%1 while its job still runs.</source>
        <translation>Un mensaje permanece en tránsito como máximo 12 horas desde su recepción: ningún latido puede ampliarlo más allá, así que el pedido vuelve a ser visible en t=%1 mientras su trabajo sigue en marcha.</translation>
    </message>
    <message>
        <source>maxReceiveCount %2 allows %2 receives; the next receive moves the message to the dead-letter queue instead of returning it: %1 receives.</source>
        <translation>maxReceiveCount %2 permite %2 recepciones; la siguiente recepción mueve el mensaje a la cola de mensajes fallidos en lugar de devolverlo: %1 recepciones.</translation>
    </message>
    <message>
        <source>Each failed try keeps the order hidden %2 s from its receive; after %3 receives, the next receive, at t=%1, moves it to the dead-letter queue.</source>
        <translation>Cada intento fallido mantiene el pedido oculto %2 s desde su recepción; tras %3 recepciones, la siguiente recepción, en t=%1, lo mueve a la cola de mensajes fallidos.</translation>
    </message>
    <message>
        <source>Each backoff counts from the failure (the ChangeMessageVisibility call) and doubles with the receive count; the receive after the last one allowed moves the order, at t=%1.</source>
        <translation>Cada retroceso cuenta desde el fallo (la llamada a ChangeMessageVisibility) y se duplica con el recuento de recepciones; la recepción posterior a la última permitida mueve el pedido, en t=%1.</translation>
    </message>
    <message>
        <source>A long poll on an empty queue waits its whole %2 s and then answers with no messages: one empty receive every %2 s, %1 by then. The poll still waiting at the end has not answered yet.</source>
        <translation>Un sondeo largo sobre una cola vacía espera sus %2 s completos y luego responde sin mensajes: una recepción vacía cada %2 s, %1 hasta entonces. El sondeo que sigue esperando al final aún no ha respondido.</translation>
    </message>
    <message>
        <source>A short poll answers at once; with a pause of %2 s between polls, they are at t=0, t=%2, and so on: %1 by then, each one a billed request.</source>
        <translation>Un sondeo corto responde al instante; con una pausa de %2 s entre sondeos, estos ocurren en t=0, t=%2, y así sucesivamente: %1 hasta entonces, cada uno una solicitud facturada.</translation>
    </message>
    <message>
        <source>A delay queue hides each new message for its delay from the moment it is sent, and a waiting long poll receives it as soon as it is visible: t=%1.</source>
        <translation>Una cola de retraso oculta cada mensaje nuevo durante su retraso desde el momento en que se envía, y un sondeo largo en espera lo recibe en cuanto es visible: t=%1.</translation>
    </message>
    <message>
        <source>A message timer replaces the queue&apos;s delay for its message: the order is visible, and received, at t=%1.</source>
        <translation>Un temporizador de mensajes sustituye al retraso de la cola para su mensaje: el pedido es visible, y se recibe, en t=%1.</translation>
    </message>
    <message>
        <source>Both orders wait out the queue&apos;s delay, and then the second waits behind the first: a FIFO group has one message in flight at a time. It is received when the first is deleted, at t=%1.</source>
        <translation>Ambos pedidos esperan el retraso de la cola, y luego el segundo espera detrás del primero: un grupo FIFO tiene un solo mensaje en tránsito a la vez. Se recibe cuando se elimina el primero, en t=%1.</translation>
    </message>
    <message>
        <source>Retention counts from the send and applies to a message in flight too: the order expires at t=%1, in the middle of a loan.</source>
        <translation>La retención cuenta desde el envío y se aplica también a un mensaje en tránsito: el pedido caduca en t=%1, en mitad de un préstamo.</translation>
    </message>
    <message>
        <source>Retention counts from the send, not from the end of the delay: the order expires at t=%1.</source>
        <translation>La retención cuenta desde el envío, no desde el final del retraso: el pedido caduca en t=%1.</translation>
    </message>
    <message>
        <source>On a standard queue a message moved to a dead-letter queue keeps its original enqueue time: the dead-letter queue&apos;s retention counts from the first send, and the order expires at t=%1.</source>
        <translation>En una cola estándar, un mensaje movido a una cola de mensajes fallidos conserva su momento de entrada en la cola original: la retención de la cola de mensajes fallidos cuenta desde el primer envío, y el pedido caduca en t=%1.</translation>
    </message>
    <message>
        <source>A FIFO queue lends one message of a group at a time: m%2 is received only once the one before it is deleted, at t=%1.</source>
        <translation>Una cola FIFO presta un solo mensaje de un grupo a la vez: m%2 solo se recibe cuando se ha eliminado el anterior, en t=%1.</translation>
    </message>
    <message>
        <source>Each group has one message in flight at a time, but the two groups are served side by side: m%2 is received at t=%1.</source>
        <translation>Cada grupo tiene un solo mensaje en tránsito a la vez, pero los dos grupos se atienden en paralelo: m%2 se recibe en t=%1.</translation>
    </message>
    <message>
        <source>A FIFO queue accepts a send whose deduplication id it has seen in the last 5 minutes but does not enqueue it; the 5 minutes count from the send that was enqueued, not from each duplicate: %1.</source>
        <translation>Una cola FIFO acepta un envío cuyo id de desduplicación ha visto en los últimos 5 minutos, pero no lo pone en la cola; los 5 minutos cuentan desde el envío que entró en la cola, no desde cada duplicado: %1.</translation>
    </message>
    <message>
        <source>Without ReportBatchItemFailures a failed invocation returns the whole batch: ord_1 comes back with ord_%2 each time the visibility timeout ends and is processed again: %1 times.</source>
        <translation>Sin ReportBatchItemFailures, una invocación fallida devuelve el lote entero: ord_1 vuelve con ord_%2 cada vez que termina el tiempo de espera de visibilidad y se procesa de nuevo: %1 veces.</translation>
    </message>
    <message>
        <source>With ReportBatchItemFailures only the failed order returns; ord_1 is deleted after the first invocation: %1.</source>
        <translation>Con ReportBatchItemFailures solo vuelve el pedido fallido; ord_1 se elimina tras la primera invocación: %1.</translation>
    </message>
    <message>
        <source>Every order is received once; after that only the %2 failed ones come back, each time their visibility timeout ends: %1 receives.</source>
        <translation>Cada pedido se recibe una vez; después solo vuelven los %2 fallidos, cada vez que termina su tiempo de espera de visibilidad: %1 recepciones.</translation>
    </message>
    <message>
        <source>A DeleteMessage with an old receipt handle succeeds, but the API reference says the message might not be deleted. The engine ran the question both ways (staleHandleDelete &quot;ignore&quot; and &quot;delete&quot;): the call succeeded both times, and the order was deleted in one run and not in the other. Build on neither outcome: make the work idempotent.</source>
        <translation>Un DeleteMessage con un identificador de recepción antiguo tiene éxito, pero la referencia de la API dice que el mensaje podría no eliminarse. El motor ejecutó la pregunta de las dos maneras (staleHandleDelete &quot;ignore&quot; y &quot;delete&quot;): la llamada tuvo éxito las dos veces, y el pedido se eliminó en una ejecución y no en la otra. No te apoyes en ninguno de los dos resultados: haz que el trabajo sea idempotente.</translation>
    </message>
    <message>
        <source>The crash leaves order %2&apos;s message undeleted: it comes back when its visibility timeout ends, and nothing tells the retry that the card was charged, so it is charged again: %n charges.</source>
        <translation>La caída deja sin eliminar el mensaje del pedido %2: vuelve cuando termina su tiempo de espera de visibilidad, y nada le dice al reintento que la tarjeta ya se cobró, así que se cobra otra vez: %n cobros.</translation>
    </message>
    <message>
        <source>The crash leaves order %2&apos;s message undeleted and it comes back, but the retry finds the &quot;done&quot; record and skips the charge: %n charges.</source>
        <translation>La caída deja sin eliminar el mensaje del pedido %2 y este vuelve, pero el reintento encuentra el registro de completado y omite el cobro: %n cobros.</translation>
    </message>
    <message>
        <source>The record of order %2 was never written, so the retry charges it again: a local record cannot be atomic with a charge made elsewhere (pass the key to the payment provider instead): %n charges.</source>
        <translation>El registro del pedido %2 nunca se escribió, así que el reintento lo cobra otra vez: un registro local no puede ser atómico con un cobro hecho en otro sitio (pasa la clave al proveedor de pagos en su lugar): %n cobros.</translation>
    </message>
    <message>
        <source>The batching window starts when the mapping has its first message; the batch is not full, so the function is invoked when the window ends: t=%1.</source>
        <translation>La ventana de procesamiento por lotes empieza cuando la asignación tiene su primer mensaje; el lote no está lleno, así que la función se invoca cuando termina la ventana: t=%1.</translation>
    </message>
    <message>
        <source>A full batch does not wait for the batching window: the function is invoked at t=%1.</source>
        <translation>Un lote lleno no espera a la ventana de procesamiento por lotes: la función se invoca en t=%1.</translation>
    </message>
    <message>
        <source>The function times out before it finishes the batch: the invocation fails, nothing is deleted, and the batch comes back when its visibility timeout, counted from the receive, ends: t=%1.</source>
        <translation>La función agota su tiempo de espera antes de terminar el lote: la invocación falla, no se elimina nada, y el lote vuelve cuando termina su tiempo de espera de visibilidad, contado desde la recepción: t=%1.</translation>
    </message>
    <message>
        <source>Each ReceiveMessage is one request however many messages it returns (up to 10), empty ones too, and so is each DeleteMessage: %n requests.</source>
        <translation>Cada ReceiveMessage es una solicitud, devuelva los mensajes que devuelva (hasta 10), también las vacías, y lo mismo cada DeleteMessage: %n solicitudes.</translation>
    </message>
    <message>
        <source>A batch call is one request for up to 10 entries (and one more per further 64 KiB of payload): %n requests.</source>
        <translation>Una llamada por lotes es una solicitud para hasta 10 entradas (y una más por cada 64 KiB adicionales de carga): %n solicitudes.</translation>
    </message>
    <message>
        <source>Every API call is billed, the producer&apos;s sends included, and a call under 64 KiB is one request: %n billed requests.</source>
        <translation>Cada llamada a la API se factura, incluidos los envíos del productor, y una llamada de menos de 64 KiB es una solicitud: %n solicitudes facturadas.</translation>
    </message>
    <message>
        <source>thinks a received message stays hidden until its job ends</source>
        <translation>cree que un mensaje recibido sigue oculto hasta que termina su trabajo</translation>
    </message>
    <message>
        <source>starts the visibility clock when the job ends, not at the receive</source>
        <translation>pone en marcha el reloj de visibilidad cuando termina el trabajo, no en la recepción</translation>
    </message>
    <message>
        <source>adds the long poll&apos;s wait to the visibility timeout</source>
        <translation>suma la espera del sondeo largo al tiempo de espera de visibilidad</translation>
    </message>
    <message>
        <source>forgets that the visibility clock restarts at each receive</source>
        <translation>olvida que el reloj de visibilidad vuelve a empezar en cada recepción</translation>
    </message>
    <message>
        <source>counts one timeout for every receive, the third&apos;s too</source>
        <translation>cuenta un tiempo de espera por cada recepción, también por la tercera</translation>
    </message>
    <message>
        <source>uses the queue&apos;s visibility timeout, not the receive&apos;s</source>
        <translation>usa el tiempo de espera de visibilidad de la cola, no el de la recepción</translation>
    </message>
    <message>
        <source>adds the extension to the old deadline</source>
        <translation>suma la ampliación al plazo anterior</translation>
    </message>
    <message>
        <source>counts the extension from the first receive</source>
        <translation>cuenta la ampliación desde la primera recepción</translation>
    </message>
    <message>
        <source>extends by the queue&apos;s visibility timeout</source>
        <translation>amplía con el tiempo de espera de visibilidad de la cola</translation>
    </message>
    <message>
        <source>adds up the extensions</source>
        <translation>suma las ampliaciones</translation>
    </message>
    <message>
        <source>reads the first heartbeat&apos;s deadline</source>
        <translation>lee el plazo del primer latido</translation>
    </message>
    <message>
        <source>forgets the 12-hour cap: thinks heartbeats keep the message hidden until the job ends</source>
        <translation>olvida el límite de 12 horas: cree que los latidos mantienen oculto el mensaje hasta que termina el trabajo</translation>
    </message>
    <message>
        <source>counts the 12 hours from the last heartbeat</source>
        <translation>cuenta las 12 horas desde el último latido</translation>
    </message>
    <message>
        <source>forgets the heartbeats</source>
        <translation>olvida los latidos</translation>
    </message>
    <message>
        <source>thinks the message moves on the maxReceiveCount-th receive</source>
        <translation>cree que el mensaje se mueve en la recepción número maxReceiveCount</translation>
    </message>
    <message>
        <source>counts maxReceiveCount as retries after the first try</source>
        <translation>cuenta maxReceiveCount como reintentos después del primer intento</translation>
    </message>
    <message>
        <source>thinks a failed message moves to the dead-letter queue at once</source>
        <translation>cree que un mensaje fallido pasa de inmediato a la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>counts the visibility timeout from the failure, not from the receive</source>
        <translation>cuenta el tiempo de espera de visibilidad desde el fallo, no desde la recepción</translation>
    </message>
    <message>
        <source>counts the backoff from the receive, not from the failure</source>
        <translation>cuenta el retroceso desde la recepción, no desde el fallo</translation>
    </message>
    <message>
        <source>forgets the backoff and uses the queue&apos;s timeout</source>
        <translation>olvida el retroceso y usa el tiempo de espera de la cola</translation>
    </message>
    <message>
        <source>doubles the backoff already at the first receive</source>
        <translation>duplica el retroceso ya en la primera recepción</translation>
    </message>
    <message>
        <source>counts the poll still waiting at the end</source>
        <translation>cuenta el sondeo que sigue esperando al final</translation>
    </message>
    <message>
        <source>thinks each second of waiting is a receive</source>
        <translation>cree que cada segundo de espera es una recepción</translation>
    </message>
    <message>
        <source>thinks a long poll waits until a message comes</source>
        <translation>cree que un sondeo largo espera hasta que llega un mensaje</translation>
    </message>
    <message>
        <source>uses the 20-second maximum, not the wait asked for</source>
        <translation>usa el máximo de 20 segundos, no la espera pedida</translation>
    </message>
    <message>
        <source>forgets the first poll at t=0</source>
        <translation>olvida el primer sondeo en t=0</translation>
    </message>
    <message>
        <source>thinks a short poll waits 20 s like a long one</source>
        <translation>cree que un sondeo corto espera 20 s como uno largo</translation>
    </message>
    <message>
        <source>ignores the delay</source>
        <translation>no tiene en cuenta el retraso</translation>
    </message>
    <message>
        <source>counts the delay from t=0</source>
        <translation>cuenta el retraso desde t=0</translation>
    </message>
    <message>
        <source>thinks the worker waits for its long poll to end</source>
        <translation>cree que el worker espera a que termine su sondeo largo</translation>
    </message>
    <message>
        <source>uses the queue&apos;s delay instead of the message timer</source>
        <translation>usa el retraso de la cola en lugar del temporizador de mensajes</translation>
    </message>
    <message>
        <source>adds the message timer to the queue&apos;s delay</source>
        <translation>suma el temporizador de mensajes al retraso de la cola</translation>
    </message>
    <message>
        <source>forgets that the group waits for the first order</source>
        <translation>olvida que el grupo espera al primer pedido</translation>
    </message>
    <message>
        <source>thinks a FIFO queue ignores the delay</source>
        <translation>cree que una cola FIFO no tiene en cuenta el retraso</translation>
    </message>
    <message>
        <source>delays the second order again after the first is deleted</source>
        <translation>vuelve a retrasar el segundo pedido después de eliminarse el primero</translation>
    </message>
    <message>
        <source>counts retention from t=0</source>
        <translation>cuenta la retención desde t=0</translation>
    </message>
    <message>
        <source>thinks a message in flight expires only when its loan ends</source>
        <translation>cree que un mensaje en tránsito solo caduca cuando termina su préstamo</translation>
    </message>
    <message>
        <source>counts retention from the last receive</source>
        <translation>cuenta la retención desde la última recepción</translation>
    </message>
    <message>
        <source>counts retention from the end of the delay</source>
        <translation>cuenta la retención desde el final del retraso</translation>
    </message>
    <message>
        <source>counts the dead-letter queue&apos;s retention from the move</source>
        <translation>cuenta la retención de la cola de mensajes fallidos desde el movimiento</translation>
    </message>
    <message>
        <source>uses the source queue&apos;s retention</source>
        <translation>usa la retención de la cola de origen</translation>
    </message>
    <message>
        <source>thinks two workers work on one group at once</source>
        <translation>cree que dos workers trabajan a la vez en un grupo</translation>
    </message>
    <message>
        <source>adds the order&apos;s own job</source>
        <translation>suma el propio trabajo del pedido</translation>
    </message>
    <message>
        <source>thinks every order is received at once</source>
        <translation>cree que todos los pedidos se reciben a la vez</translation>
    </message>
    <message>
        <source>thinks one group blocks the whole queue</source>
        <translation>cree que un grupo bloquea toda la cola</translation>
    </message>
    <message>
        <source>forgets deduplication</source>
        <translation>olvida la desduplicación</translation>
    </message>
    <message>
        <source>thinks a deduplication id is remembered for ever</source>
        <translation>cree que un id de desduplicación se recuerda para siempre</translation>
    </message>
    <message>
        <source>thinks the 5 minutes restart at each duplicate</source>
        <translation>cree que los 5 minutos vuelven a empezar con cada duplicado</translation>
    </message>
    <message>
        <source>thinks Lambda deletes the orders that succeeded</source>
        <translation>cree que Lambda elimina los pedidos que salieron bien</translation>
    </message>
    <message>
        <source>thinks a failed batch processes nothing</source>
        <translation>cree que un lote fallido no procesa nada</translation>
    </message>
    <message>
        <source>forgets the first invocation</source>
        <translation>olvida la primera invocación</translation>
    </message>
    <message>
        <source>thinks the whole batch comes back anyway</source>
        <translation>cree que el lote entero vuelve de todos modos</translation>
    </message>
    <message>
        <source>thinks a failed order is retried once</source>
        <translation>cree que un pedido fallido se reintenta una vez</translation>
    </message>
    <message>
        <source>thinks failed orders are not received again</source>
        <translation>cree que los pedidos fallidos no se vuelven a recibir</translation>
    </message>
    <message>
        <source>thinks the crash costs nothing: SQS delivers once</source>
        <translation>cree que la caída no cuesta nada: SQS entrega una sola vez</translation>
    </message>
    <message>
        <source>thinks the crashed order is lost</source>
        <translation>cree que el pedido de la caída se pierde</translation>
    </message>
    <message>
        <source>thinks every order is charged again</source>
        <translation>cree que todos los pedidos se cobran otra vez</translation>
    </message>
    <message>
        <source>thinks the retry charges again despite the record</source>
        <translation>cree que el reintento cobra otra vez pese al registro</translation>
    </message>
    <message>
        <source>thinks the record protects a charge made before it</source>
        <translation>cree que el registro protege un cobro hecho antes de él</translation>
    </message>
    <message>
        <source>thinks the function is invoked at once</source>
        <translation>cree que la función se invoca de inmediato</translation>
    </message>
    <message>
        <source>counts the batching window from t=0</source>
        <translation>cuenta la ventana de procesamiento por lotes desde t=0</translation>
    </message>
    <message>
        <source>counts the batching window from the last order</source>
        <translation>cuenta la ventana de procesamiento por lotes desde el último pedido</translation>
    </message>
    <message>
        <source>waits the whole window even when the batch is full</source>
        <translation>espera la ventana entera aunque el lote esté lleno</translation>
    </message>
    <message>
        <source>thinks a timed-out batch returns to the queue at once</source>
        <translation>cree que un lote que agota el tiempo de espera vuelve a la cola de inmediato</translation>
    </message>
    <message>
        <source>thinks the function finishes the batch anyway</source>
        <translation>cree que la función termina el lote de todos modos</translation>
    </message>
    <message>
        <source>counts the visibility timeout from the function&apos;s failure</source>
        <translation>cuenta el tiempo de espera de visibilidad desde el fallo de la función</translation>
    </message>
    <message>
        <source>counts a receive and a delete per message</source>
        <translation>cuenta una recepción y una eliminación por mensaje</translation>
    </message>
    <message>
        <source>forgets that deletes are requests</source>
        <translation>olvida que las eliminaciones son solicitudes</translation>
    </message>
    <message>
        <source>thinks a batch call is billed per entry</source>
        <translation>cree que una llamada por lotes se factura por entrada</translation>
    </message>
    <message>
        <source>forgets the producer&apos;s sends</source>
        <translation>olvida los envíos del productor</translation>
    </message>
    <message>
        <source>thinks SQS refuses an old receipt handle</source>
        <translation>cree que SQS rechaza un identificador de recepción antiguo</translation>
    </message>
    <message>
        <source>thinks the delete surely deletes the message</source>
        <translation>cree que la eliminación borra el mensaje con seguridad</translation>
    </message>
    <message>
        <source>thinks the delete surely deletes nothing</source>
        <translation>cree que la eliminación seguro que no borra nada</translation>
    </message>
    <message>
        <source>The call succeeds and the order is deleted.</source>
        <translation>La llamada tiene éxito y el pedido se elimina.</translation>
    </message>
    <message>
        <source>The call fails (ReceiptHandleIsInvalid) and the order stays in the queue.</source>
        <translation>La llamada falla (ReceiptHandleIsInvalid) y el pedido sigue en la cola.</translation>
    </message>
    <message>
        <source>The call succeeds, but the order might not be deleted: AWS promises neither outcome.</source>
        <translation>La llamada tiene éxito, pero el pedido podría no eliminarse: AWS no promete ninguno de los dos resultados.</translation>
    </message>
    <message>
        <source>The call succeeds and the order is certainly not deleted.</source>
        <translation>La llamada tiene éxito y el pedido seguro que no se elimina.</translation>
    </message>
    <message>
        <source>t=%1</source>
        <translation>t=%1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lección: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fuente: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Question %1 (%2, level %3)</source>
        <translation>Pregunta %1 (%2, nivel %3)</translation>
    </message>
    <message>
        <source>Visibility timeout</source>
        <translation>Tiempo de espera de visibilidad</translation>
    </message>
    <message>
        <source>Heartbeats</source>
        <translation>Latidos</translation>
    </message>
    <message>
        <source>Dead-letter queue</source>
        <translation>Cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>Long and short polling</source>
        <translation>Sondeo largo y corto</translation>
    </message>
    <message>
        <source>Delay queues and timers</source>
        <translation>Colas de retraso y temporizadores</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Retención</translation>
    </message>
    <message>
        <source>FIFO groups</source>
        <translation>Grupos FIFO</translation>
    </message>
    <message>
        <source>Batch failures</source>
        <translation>Fallos en lotes</translation>
    </message>
    <message>
        <source>Stale receipt handle</source>
        <translation>Identificador de recepción obsoleto</translation>
    </message>
    <message>
        <source>Idempotency</source>
        <translation>Idempotencia</translation>
    </message>
    <message>
        <source>Lambda event-source mapping</source>
        <translation>Asignación de origen de eventos de Lambda</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>uniform %1-%2</source>
        <translation>uniforme %1-%2</translation>
    </message>
    <message>
        <source>normal mean %1, sd %2</source>
        <translation>normal media %1, de %2</translation>
    </message>
    <message>
        <source>lognormal p50 %1, p99 %2</source>
        <translation>lognormal p50 %1, p99 %2</translation>
    </message>
    <message>
        <source>%1; %2 from t=%3 to t=%4</source>
        <translation>%1; %2 de t=%3 a t=%4</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>first difference</source>
        <translation>primera diferencia</translation>
    </message>
    <message>
        <source>What happens next? Answer the question first.</source>
        <translation>¿Qué pasa ahora? Responde primero a la pregunta.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>under 1%</source>
        <translation>menos del 1 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>How long a receive hides the message (the queue&apos;s VisibilityTimeout)</source>
        <translation>Cuánto tiempo oculta el mensaje una recepción (el VisibilityTimeout de la cola)</translation>
    </message>
    <message>
        <source>How long a job takes; a random profile keeps its shape, scaled</source>
        <translation>Cuánto tarda un trabajo; un perfil aleatorio mantiene su forma, escalado</translation>
    </message>
    <message>
        <source>Call ChangeMessageVisibility this often while working (0: never)</source>
        <translation>Llamar a ChangeMessageVisibility con esta frecuencia mientras se trabaja (0: nunca)</translation>
    </message>
    <message>
        <source>How many workers poll the queue</source>
        <translation>Cuántos workers sondean la cola</translation>
    </message>
    <message>
        <source>WaitTimeSeconds of each receive (0: short polling)</source>
        <translation>WaitTimeSeconds de cada recepción (0: sondeo corto)</translation>
    </message>
    <message>
        <source>Move a message to a dead-letter queue on receive N+1 (0: no DLQ)</source>
        <translation>Mover un mensaje a una cola de mensajes fallidos en la recepción N+1 (0: sin DLQ)</translation>
    </message>
    <message>
        <source>When the worker deletes the message</source>
        <translation>Cuándo elimina el worker el mensaje</translation>
    </message>
    <message>
        <source>How a repeated message is kept from charging twice</source>
        <translation>Cómo se evita que un mensaje repetido cobre dos veces</translation>
    </message>
    <message>
        <source>MaxNumberOfMessages of each receive: one loan for the whole batch</source>
        <translation>MaxNumberOfMessages de cada recepción: un préstamo para todo el lote</translation>
    </message>
    <message>
        <source>After a failure, ChangeMessageVisibility to this, doubled per receive (0: retry at once)</source>
        <translation>Tras un fallo, ChangeMessageVisibility a este valor, duplicado en cada recepción (0: reintentar enseguida)</translation>
    </message>
    <message>
        <source>What this run&apos;s SQS does with an old handle&apos;s delete: AWS allows both outcomes and promises neither</source>
        <translation>Qué hace el SQS de esta ejecución con la eliminación de un identificador antiguo: AWS permite ambos resultados y no promete ninguno</translation>
    </message>
    <message>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message>
        <source>%L1%</source>
        <translation>%L1 %</translation>
    </message>
</context>
<context>
    <name>QuizPrint</name>
    <message>
        <source>%1  ·  seed %2  ·  Inflight</source>
        <translation>%1  ·  semilla %2  ·  Inflight</translation>
    </message>
    <message>
        <source>variant %L1 of %L2  ·  page %L3</source>
        <translation>variante %L1 de %L2  ·  página %L3</translation>
    </message>
    <message>
        <source>Practice quiz</source>
        <translation>Cuestionario de práctica</translation>
    </message>
    <message>
        <source>Practice quiz: answer key</source>
        <translation>Cuestionario de práctica: soluciones</translation>
    </message>
    <message numerus="yes">
        <source>Inflight  ·  Amazon SQS  ·  %n question(s)</source>
        <translation>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n pregunta</numerusform>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant %L1 of %L2</source>
        <translation>Variante %L1 de %L2</translation>
    </message>
    <message>
        <source>Tick one choice for each question. Where a question asks for a number, also write it in the box: show your working in the margin.</source>
        <translation>Marca una opción en cada pregunta. Cuando una pregunta pida un número, escríbelo también en la casilla; anota tus cálculos en el margen.</translation>
    </message>
    <message>
        <source>For the teacher: each answer is read from the run of its question&apos;s scenario, drawn up to the moment that decides it. Variant seed %1.</source>
        <translation>Para el profesorado: cada respuesta se lee de la ejecución del escenario de su pregunta, dibujada hasta el momento que la decide. Semilla de la variante: %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>%L1.</source>
        <translation>%L1.</translation>
    </message>
    <message>
        <source>Answer:  t =</source>
        <translation>Respuesta:  t =</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1, level %L2  ·  lesson %3</source>
        <translation>%1, nivel %L2  ·  lección %3</translation>
    </message>
    <message>
        <source>question %1&apos;s scenario does not load</source>
        <translation>el escenario de la pregunta %1 no se carga</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>a quiz or its answer key is a PDF (name it .pdf)</source>
        <translation>un cuestionario o sus soluciones son un PDF (ponle la extensión .pdf)</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>no se pudo iniciar el generador de PDF</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation>el cuestionario no tiene preguntas</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se ha indicado ningún nombre de archivo</translation>
    </message>
</context>
<context>
    <name>RecordedRun</name>
    <message>
        <source>it is not a recording of SQS clients: its first line is not the engine&apos;s settings</source>
        <translation>no es una grabación de clientes SQS: su primera línea no contiene la configuración del motor</translation>
    </message>
    <message>
        <source>the recording is not the one replayed so far with more after it</source>
        <translation>la grabación no es la reproducida hasta ahora con más contenido después</translation>
    </message>
    <message>
        <source>Live SQS clients</source>
        <translation>Clientes SQS en vivo</translation>
    </message>
</context>
<context>
    <name>RequestRecorder</name>
    <message>
        <source>the file exists (give --force to replace it)</source>
        <translation>el archivo ya existe (usa --force para reemplazarlo)</translation>
    </message>
</context>
<context>
    <name>RunComparison</name>
    <message>
        <source>keys effected more than once</source>
        <translation>claves efectuadas más de una vez</translation>
    </message>
    <message>
        <source>duplicate effects</source>
        <translation>efectos duplicados</translation>
    </message>
    <message>
        <source>lost messages</source>
        <translation>mensajes perdidos</translation>
    </message>
    <message>
        <source>dead-letter arrivals</source>
        <translation>llegadas a la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>keys effected</source>
        <translation>claves efectuadas</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>recepciones</translation>
    </message>
    <message>
        <source>billed requests</source>
        <translation>solicitudes facturadas</translation>
    </message>
    <message>
        <source>cost at list price</source>
        <translation>coste a precio de tarifa</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The figures are the same in both runs.</source>
        <translation>Las cifras son iguales en ambas ejecuciones.</translation>
    </message>
    <message>
        <source>From %1 to %2: %3.</source>
        <translation>De %1 a %2: %3.</translation>
    </message>
    <message>
        <source>Both runs do the same things at the same moments; only the loans&apos; deadlines differ.</source>
        <translation>Ambas ejecuciones hacen lo mismo en los mismos momentos; solo difieren los plazos de los préstamos.</translation>
    </message>
    <message>
        <source>Both runs do the same things at the same moments.</source>
        <translation>Ambas ejecuciones hacen lo mismo en los mismos momentos.</translation>
    </message>
    <message>
        <source>They part at t=%1 s: in %2, %3; in %4, %5.</source>
        <translation>Se separan en t=%1 s: en %2, %3; en %4, %5.</translation>
    </message>
    <message>
        <source>They part at t=%1 s: in %2, %3; %4 does not.</source>
        <translation>Se separan en t=%1 s: en %2, %3; en %4, no.</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>the message</source>
        <translation>el mensaje</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>t=%1 %2 %3</source>
        <translation>t=%1 %2 %3</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>se reinicia</translation>
    </message>
    <message>
        <source>invokes the function with %n message</source>
        <translation>invoca la función con %n mensaje</translation>
    </message>
    <message>
        <source>invokes the function with %n messages</source>
        <translation>invoca la función con %n mensajes</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>recibe %1</translation>
    </message>
    <message>
        <source>receives %n messages: %1</source>
        <translation>recibe %n mensajes: %1</translation>
    </message>
    <message>
        <source>receives %n messages</source>
        <translation>recibe %n mensajes</translation>
    </message>
    <message>
        <source>%1 (a duplicate delivery)</source>
        <translation>%1 (una entrega duplicada)</translation>
    </message>
    <message>
        <source>(crashed) %1 through its abandoned long poll; nobody processes it before it times out</source>
        <translation>(caído) %1 a través de su sondeo largo abandonado; nadie lo procesa antes de que se agote su tiempo de espera</translation>
    </message>
    <message>
        <source>backs off: %1 comes back at t=%2</source>
        <translation>aplica un retroceso: %1 vuelve en t=%2</translation>
    </message>
    <message>
        <source>makes %1 visible again</source>
        <translation>hace visible de nuevo %1</translation>
    </message>
    <message>
        <source>extends visibility to t=%1</source>
        <translation>amplía la visibilidad hasta t=%1</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>realiza el efecto secundario</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>finds %1 already %2 (the provider&apos;s idempotency key)</source>
        <translation>ve que %1 ya está %2 (la clave de idempotencia del proveedor)</translation>
    </message>
    <message>
        <source>finds %1 already %2</source>
        <translation>ve que %1 ya está %2</translation>
    </message>
    <message>
        <source>%1 and deletes</source>
        <translation>%1 y elimina</translation>
    </message>
    <message>
        <source>%1 and tries to delete: %2</source>
        <translation>%1 e intenta eliminar: %2</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>un mensaje</translation>
    </message>
    <message>
        <source>tries to delete %1: %2</source>
        <translation>intenta eliminar %1: %2</translation>
    </message>
    <message>
        <source>deletes %1</source>
        <translation>elimina %1</translation>
    </message>
    <message>
        <source>deletes %n messages in a batch</source>
        <translation>elimina %n mensajes en un lote</translation>
    </message>
    <message>
        <source>SQS refuses it (%1, the receipt handle has expired)</source>
        <translation>SQS lo rechaza (%1, el identificador de recepción ha caducado)</translation>
    </message>
    <message>
        <source>SQS refuses it (%1)</source>
        <translation>SQS lo rechaza (%1)</translation>
    </message>
    <message>
        <source>the service</source>
        <translation>el servicio</translation>
    </message>
    <message>
        <source>processing error</source>
        <translation>error de procesamiento</translation>
    </message>
    <message>
        <source>%1 is down</source>
        <translation>%1 no está disponible</translation>
    </message>
    <message>
        <source>%1 returned an error</source>
        <translation>%1 devolvió un error</translation>
    </message>
    <message>
        <source>the function timed out</source>
        <translation>se agotó el tiempo de espera de la función</translation>
    </message>
    <message>
        <source>throttled: the function is at its reserved concurrency; its loan ends at t=%1</source>
        <translation>limitada: la función está en su simultaneidad reservada; su préstamo termina en t=%1</translation>
    </message>
    <message>
        <source>throttled: the function is at its reserved concurrency; retried at t=%1</source>
        <translation>limitada: la función está en su simultaneidad reservada; se reintenta en t=%1</translation>
    </message>
    <message>
        <source>fails on %1 (%2)</source>
        <translation>falla con %1 (%2)</translation>
    </message>
    <message>
        <source>the side effect</source>
        <translation>el efecto secundario</translation>
    </message>
    <message>
        <source>crashes</source>
        <translation>se cae</translation>
    </message>
    <message>
        <source>crashes before %1</source>
        <translation>se cae antes de %1</translation>
    </message>
    <message>
        <source>crashes after %1, before deleting</source>
        <translation>se cae después de %1, antes de eliminar</translation>
    </message>
    <message>
        <source>crashes during a heartbeat</source>
        <translation>se cae durante un latido</translation>
    </message>
    <message>
        <source>crashes after %1, before recording it as done</source>
        <translation>se cae después de %1, antes de registrarlo como completado</translation>
    </message>
    <message>
        <source>finishes the batch</source>
        <translation>termina el lote</translation>
    </message>
    <message>
        <source>reports %n failed message; only those return to the queue</source>
        <translation>informa de %n mensaje fallido; solo esos vuelven a la cola</translation>
    </message>
    <message>
        <source>reports %n failed messages; only those return to the queue</source>
        <translation>informa de %n mensajes fallidos; solo esos vuelven a la cola</translation>
    </message>
    <message>
        <source>fails the batch; all %n messages return to the queue</source>
        <translation>falla el lote; los %n mensajes vuelven a la cola</translation>
    </message>
    <message>
        <source>times out; all %n messages return to the queue</source>
        <translation>agota su tiempo de espera; los %n mensajes vuelven a la cola</translation>
    </message>
    <message>
        <source>moves %1 to %2 after %n receives</source>
        <translation>mueve %1 a %2 después de %n recepciones</translation>
    </message>
    <message>
        <source>drops %1 (its retention period is over)</source>
        <translation>descarta %1 (su período de retención ha terminado)</translation>
    </message>
    <message>
        <source>purges %1: %n message gone</source>
        <translation>purga %1: %n mensaje eliminado</translation>
    </message>
    <message>
        <source>purges %1: %n messages gone</source>
        <translation>purga %1: %n mensajes eliminados</translation>
    </message>
    <message>
        <source>redrives %1 to %2 as %3</source>
        <translation>redirecciona %1 a %2 como %3</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>dos veces</translation>
    </message>
    <message>
        <source>%n times</source>
        <translation>%n veces</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>efectuado</translation>
    </message>
    <message>
        <source>%1 never %2</source>
        <translation>%1 nunca %2</translation>
    </message>
    <message>
        <source>t=%1 by %2</source>
        <translation>t=%1 por %2</translation>
    </message>
    <message>
        <source>%1, ... and %2 more, the last at t=%3</source>
        <translation>%1, ... y %2 más, el último en t=%3</translation>
    </message>
    <message>
        <source>%1 %2 %3 (%4)</source>
        <translation>%1 %2 %3 (%4)</translation>
    </message>
    <message>
        <source>Messages sent</source>
        <translation>Mensajes enviados</translation>
    </message>
    <message>
        <source>Keys effected</source>
        <translation>Claves efectuadas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Duplicate effects</source>
        <translation>Efectos duplicados</translation>
    </message>
    <message>
        <source>%1 (%n key effected more than once)</source>
        <translation>%1 (%n clave efectuada más de una vez)</translation>
    </message>
    <message>
        <source>%1 (%n keys effected more than once)</source>
        <translation>%1 (%n claves efectuadas más de una vez)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>%1 (never effected and in no queue)</source>
        <translation>%1 (nunca efectuados y en ninguna cola)</translation>
    </message>
    <message>
        <source>Dead-letter arrivals</source>
        <translation>Llegadas a la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Recepciones</translation>
    </message>
    <message>
        <source>%1 (%2 empty)</source>
        <translation>%1 (%2 vacías)</translation>
    </message>
    <message>
        <source>API calls</source>
        <translation>Llamadas a la API</translation>
    </message>
    <message>
        <source>Billed requests</source>
        <translation>Solicitudes facturadas</translation>
    </message>
    <message>
        <source>%1 (at list price %2; the first million requests a month are free)</source>
        <translation>%1 (a precio de tarifa %2; el primer millón de solicitudes al mes es gratuito)</translation>
    </message>
    <message>
        <source>Send to first effect</source>
        <translation>Del envío al primer efecto</translation>
    </message>
    <message>
        <source>p50 %1 s, p90 %2 s, p99 %3 s, max %4 s</source>
        <translation>p50 %1 s, p90 %2 s, p99 %3 s, máx. %4 s</translation>
    </message>
    <message>
        <source>The scenario did not run:</source>
        <translation>El escenario no se ejecutó:</translation>
    </message>
    <message>
        <source>Run of &quot;%1&quot; with seed %2, to t=%3</source>
        <translation>Ejecución de &quot;%1&quot; con semilla %2, hasta t=%3</translation>
    </message>
    <message>
        <source>Side effects per key</source>
        <translation>Efectos secundarios por clave</translation>
    </message>
    <message>
        <source>every key effected exactly once</source>
        <translation>cada clave se efectuó exactamente una vez</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ScenarioProblem</name>
    <message>
        <source>lambda &quot;%1&quot;: Queue visibility timeout: %2 seconds is less than Function timeout: %3 seconds</source>
        <translation>lambda &quot;%1&quot;: Queue visibility timeout: %2 seconds is less than Function timeout: %3 seconds</translation>
    </message>
</context>
<context>
    <name>ScriptText</name>
    <message>
        <source>column %1: %2</source>
        <translation>columna %1: %2</translation>
    </message>
    <message>
        <source>%1 does not resolve: %2</source>
        <translation>%1 no se resuelve: %2</translation>
    </message>
    <message>
        <source>no earlier line has &quot;id&quot;: &quot;%1&quot;</source>
        <translation>ninguna línea anterior tiene &quot;id&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has not completed yet (its long poll is still waiting)</source>
        <translation>%1 aún no ha terminado (su sondeo largo sigue esperando)</translation>
    </message>
    <message>
        <source>%1 ended in an error and has no response</source>
        <translation>%1 terminó con un error y no tiene respuesta</translation>
    </message>
    <message>
        <source>%1 has no element %2</source>
        <translation>%1 no tiene el elemento %2</translation>
    </message>
    <message>
        <source>%1 has no member &quot;%2&quot;</source>
        <translation>%1 no tiene el miembro &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <source>The session is of the lesson &quot;%1&quot;, which is not installed here.</source>
        <translation>La sesión es de la lección &quot;%1&quot;, que no está instalada aquí.</translation>
    </message>
    <message>
        <source>Live SQS clients</source>
        <translation>Clientes SQS en vivo</translation>
    </message>
    <message>
        <source>the session&apos;s scenario</source>
        <translation>el escenario de la sesión</translation>
    </message>
    <message>
        <source>the session&apos;s copy of %1</source>
        <translation>la copia de %1 de la sesión</translation>
    </message>
    <message>
        <source>Edit %1 (%2) cannot be made: %3</source>
        <translation>No se puede hacer la edición %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 could not be saved: the disk is full. The file there was not changed; free some space and save again.</source>
        <translation>No se pudo guardar %1: el disco está lleno. El archivo existente no se modificó; libera espacio y vuelve a guardar.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2. The file there was not changed.</source>
        <translation>No se pudo guardar %1: %2. El archivo existente no se modificó.</translation>
    </message>
    <message>
        <source>%1 is damaged: %2. The file was not changed.</source>
        <translation>%1 está dañado: %2. El archivo no se modificó.</translation>
    </message>
    <message>
        <source>its session table cannot be read (%1)</source>
        <translation>no se puede leer su tabla de sesión (%1)</translation>
    </message>
    <message>
        <source>it has no session row</source>
        <translation>no tiene ninguna fila de sesión</translation>
    </message>
    <message>
        <source>the session&apos;s source is &quot;%1&quot;, not scenario, lesson or recording</source>
        <translation>el origen de la sesión es &quot;%1&quot;, no scenario, lesson ni recording</translation>
    </message>
    <message>
        <source>the selection is &quot;%1&quot;</source>
        <translation>la selección es &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the playhead is on event %1</source>
        <translation>el cabezal de reproducción está en el evento %1</translation>
    </message>
    <message>
        <source>the session has no scenario</source>
        <translation>la sesión no tiene escenario</translation>
    </message>
    <message>
        <source>the session has no recording</source>
        <translation>la sesión no tiene grabación</translation>
    </message>
    <message>
        <source>the session names no lesson</source>
        <translation>la sesión no nombra ninguna lección</translation>
    </message>
    <message>
        <source>the playhead is at %1 ms, not a time from 0 to %2 ms (15 days)</source>
        <translation>el cabezal de reproducción está en %1 ms, que no es un momento entre 0 y %2 ms (15 días)</translation>
    </message>
    <message>
        <source>the timeline&apos;s window %1 to %2 ms is not a window within 0 to %3 ms (15 days)</source>
        <translation>la ventana de la línea de tiempo de %1 a %2 ms no es una ventana dentro de 0 a %3 ms (15 días)</translation>
    </message>
    <message>
        <source>it has more than one session row</source>
        <translation>tiene más de una fila de sesión</translation>
    </message>
    <message>
        <source>its edit table cannot be read (%1)</source>
        <translation>no se puede leer su tabla de ediciones (%1)</translation>
    </message>
    <message>
        <source>edit %1 names the unknown parameter &quot;%2&quot;</source>
        <translation>la edición %1 nombra el parámetro desconocido &quot;%2&quot;</translation>
    </message>
    <message>
        <source>edit %1 has no numeric value</source>
        <translation>la edición %1 no tiene valor numérico</translation>
    </message>
    <message>
        <source>%1 of its %2 edits are said to be applied</source>
        <translation>%1 de sus %2 ediciones figuran como aplicadas</translation>
    </message>
    <message>
        <source>its lesson progress cannot be read (%1)</source>
        <translation>no se puede leer su progreso en la lección (%1)</translation>
    </message>
    <message>
        <source>its lesson progress has a negative step</source>
        <translation>su progreso en la lección tiene un paso negativo</translation>
    </message>
    <message>
        <source>its answers cannot be read (%1)</source>
        <translation>no se pueden leer sus respuestas (%1)</translation>
    </message>
    <message>
        <source>answer %1 is for step %2</source>
        <translation>la respuesta %1 es del paso %2</translation>
    </message>
    <message>
        <source>its challenge attempts cannot be read (%1)</source>
        <translation>no se pueden leer sus intentos de reto (%1)</translation>
    </message>
    <message>
        <source>its notes cannot be read (%1)</source>
        <translation>no se pueden leer sus notas (%1)</translation>
    </message>
    <message>
        <source>note %1 is pinned to &quot;%2&quot;</source>
        <translation>la nota %1 está fijada a &quot;%2&quot;</translation>
    </message>
    <message>
        <source>note %1 is at a negative time</source>
        <translation>la nota %1 está en un momento negativo</translation>
    </message>
    <message>
        <source>its comparison cannot be read (%1)</source>
        <translation>no se puede leer su comparación (%1)</translation>
    </message>
    <message>
        <source>its comparison is of the unknown kind &quot;%1&quot;</source>
        <translation>su comparación es del tipo desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its comparison has the edit &quot;%1&quot;, which is not parameter=number</source>
        <translation>su comparación tiene la edición &quot;%1&quot;, que no es parámetro=número</translation>
    </message>
    <message>
        <source>its comparison names no scenario and no lesson</source>
        <translation>su comparación no nombra ningún escenario ni ninguna lección</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a session file.</source>
        <translation>%1 es una carpeta, no un archivo de sesión.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
        <source>%1 is empty: it is not an Inflight session.</source>
        <translation>%1 está vacío: no es una sesión de Inflight.</translation>
    </message>
    <message>
        <source>%1 is not an Inflight session (it is not an SQLite database).</source>
        <translation>%1 no es una sesión de Inflight (no es una base de datos SQLite).</translation>
    </message>
    <message>
        <source>it ends inside its header (%1 bytes)</source>
        <translation>termina dentro de su cabecera (%1 bytes)</translation>
    </message>
    <message>
        <source>SQLite cannot read it (%1)</source>
        <translation>SQLite no puede leerlo (%1)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <source>its list of tables cannot be read (%1)</source>
        <translation>no se puede leer su lista de tablas (%1)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not an Inflight session.</source>
        <translation>%1 es una base de datos SQLite, pero no una sesión de Inflight.</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found a problem (%1)</source>
        <translation>la comprobación de integridad de SQLite encontró un problema (%1)</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found %1 problems (the first: %2)</source>
        <translation>la comprobación de integridad de SQLite encontró %1 problemas (el primero: %2)</translation>
    </message>
    <message>
        <source>it has no schema_version table</source>
        <translation>no tiene tabla schema_version</translation>
    </message>
    <message>
        <source>its format version cannot be read</source>
        <translation>no se puede leer su versión de formato</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Inflight (session format %2; this version reads formats 1 to %3). It was not changed; open it with a newer Inflight.</source>
        <translation>%1 se guardó con un Inflight más reciente (formato de sesión %2; esta versión lee los formatos 1 a %3). No se ha modificado; ábrelo con un Inflight más reciente.</translation>
    </message>
    <message>
        <source>its format version is %1</source>
        <translation>su versión de formato es %1</translation>
    </message>
    <message>
        <source>%1 is in session format %2 and could not be copied to be brought up to date.</source>
        <translation>%1 está en el formato de sesión %2 y no se pudo copiar para actualizarlo.</translation>
    </message>
    <message>
        <source>it cannot be brought up from format %1 (%2)</source>
        <translation>no se puede actualizar desde el formato %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name to save the session as.</source>
        <translation>%1 es una carpeta; elige un nombre de archivo con el que guardar la sesión.</translation>
    </message>
    <message>
        <source>%1 could not be saved: the folder %2 does not exist.</source>
        <translation>No se pudo guardar %1: la carpeta %2 no existe.</translation>
    </message>
    <message>
        <source>%1 is read-only; nothing was written. Use Save As to save a copy elsewhere.</source>
        <translation>%1 es de solo lectura; no se escribió nada. Usa Guardar como para guardar una copia en otro lugar.</translation>
    </message>
    <message>
        <source>%1 could not be saved: the folder %2 cannot be written. Use Save As to save elsewhere.</source>
        <translation>No se pudo guardar %1: no se puede escribir en la carpeta %2. Usa Guardar como para guardar en otro lugar.</translation>
    </message>
    <message>
        <source>its practice cannot be read (%1)</source>
        <translation>no se puede leer su práctica (%1)</translation>
    </message>
    <message>
        <source>its practice has a level or count out of range</source>
        <translation>su práctica tiene un nivel o un recuento fuera de rango</translation>
    </message>
    <message>
        <source>its practice scores cannot be read (%1)</source>
        <translation>no se pueden leer sus puntuaciones de práctica (%1)</translation>
    </message>
    <message>
        <source>its practice score for %1 is out of range</source>
        <translation>su puntuación de práctica de %1 está fuera de rango</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Visibility timeout</source>
        <translation>Tiempo de espera de visibilidad</translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation>Tiempo de procesamiento</translation>
    </message>
    <message>
        <source>Heartbeat every</source>
        <translation>Latido cada</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>Receive wait time</source>
        <translation>Tiempo de espera de recepción</translation>
    </message>
    <message>
        <source>maxReceiveCount</source>
        <translation>maxReceiveCount</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <source>Idempotency</source>
        <translation>Idempotencia</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Tamaño del lote</translation>
    </message>
    <message>
        <source>Backoff on failure</source>
        <translation>Retroceso ante un fallo</translation>
    </message>
    <message>
        <source>Delete with an old handle</source>
        <translation>Eliminar con identificador antiguo</translation>
    </message>
    <message>
        <source>after the side effect</source>
        <translation>después del efecto secundario</translation>
    </message>
    <message>
        <source>before processing</source>
        <translation>antes de procesar</translation>
    </message>
    <message>
        <source>in a batch after processing</source>
        <translation>en un lote después de procesar</translation>
    </message>
    <message>
        <source>delete after the side effect</source>
        <translation>eliminar después del efecto secundario</translation>
    </message>
    <message>
        <source>delete before processing</source>
        <translation>eliminar antes de procesar</translation>
    </message>
    <message>
        <source>delete in a batch after processing</source>
        <translation>eliminar en un lote después de procesar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>a done record written after the effect</source>
        <translation>un registro de completado escrito después del efecto</translation>
    </message>
    <message>
        <source>the provider&apos;s idempotency key</source>
        <translation>la clave de idempotencia del proveedor</translation>
    </message>
    <message>
        <source>idempotency: none</source>
        <translation>idempotencia: ninguna</translation>
    </message>
    <message>
        <source>idempotency: a done record written after the effect</source>
        <translation>idempotencia: un registro de completado escrito después del efecto</translation>
    </message>
    <message>
        <source>idempotency: the provider&apos;s idempotency key</source>
        <translation>idempotencia: la clave de idempotencia del proveedor</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>sin latido</translation>
    </message>
    <message>
        <source>every %1 s</source>
        <translation>cada %1 s</translation>
    </message>
    <message>
        <source>no dead-letter queue</source>
        <translation>sin cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>%n message</source>
        <translation>%n mensaje</translation>
    </message>
    <message>
        <source>%n messages</source>
        <translation>%n mensajes</translation>
    </message>
    <message>
        <source>retry at once</source>
        <translation>reintentar enseguida</translation>
    </message>
    <message>
        <source>back off from %1 s, doubling</source>
        <translation>retroceso desde %1 s, duplicándose</translation>
    </message>
    <message>
        <source>deletes nothing</source>
        <translation>no elimina nada</translation>
    </message>
    <message>
        <source>deletes the message</source>
        <translation>elimina el mensaje</translation>
    </message>
    <message>
        <source>visibility timeout %1 s</source>
        <translation>tiempo de espera de visibilidad %1 s</translation>
    </message>
    <message>
        <source>processing time %1 s</source>
        <translation>tiempo de procesamiento %1 s</translation>
    </message>
    <message>
        <source>receive wait time %1 s</source>
        <translation>tiempo de espera de recepción %1 s</translation>
    </message>
    <message>
        <source>heartbeat every %1 s</source>
        <translation>latido cada %1 s</translation>
    </message>
    <message>
        <source>workers %1</source>
        <translation>workers %1</translation>
    </message>
    <message>
        <source>maxReceiveCount %1</source>
        <translation>maxReceiveCount %1</translation>
    </message>
    <message>
        <source>no idempotency</source>
        <translation>sin idempotencia</translation>
    </message>
    <message>
        <source>batch size %n message</source>
        <translation>tamaño del lote %n mensaje</translation>
    </message>
    <message>
        <source>batch size %n messages</source>
        <translation>tamaño del lote %n mensajes</translation>
    </message>
    <message>
        <source>a delete with an old handle deletes nothing</source>
        <translation>una eliminación con un identificador antiguo no elimina nada</translation>
    </message>
    <message>
        <source>a delete with an old handle deletes the message</source>
        <translation>una eliminación con un identificador antiguo elimina el mensaje</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario</source>
        <translation>%1 no se aplica a este escenario</translation>
    </message>
    <message>
        <source>Processing time must be from %1 to %2 seconds</source>
        <translation>El tiempo de procesamiento debe estar entre %1 y %2 segundos</translation>
    </message>
    <message>
        <source>Heartbeat interval must be from %1 to %2 seconds</source>
        <translation>El intervalo de latido debe estar entre %1 y %2 segundos</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 debe ser un número entero entre %2 y %3</translation>
    </message>
    <message>
        <source>A provider idempotency key needs a downstream service</source>
        <translation>Una clave de idempotencia del proveedor necesita un servicio posterior</translation>
    </message>
</context>
<context>
    <name>inflight::AnimationExport</name>
    <message>
        <source>step %L1: %2</source>
        <translation>paso %L1: %2</translation>
    </message>
    <message>
        <source>there is no run to draw</source>
        <translation>no hay ninguna ejecución que dibujar</translation>
    </message>
    <message>
        <source>the animation must be from %1x%2 to %3x%4 pixels, not %5x%6</source>
        <translation>la animación debe medir entre %1x%2 y %3x%4 píxeles, no %5x%6</translation>
    </message>
    <message>
        <source>cannot export the animation to %1: %2</source>
        <translation>no se puede exportar la animación a %1: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se ha indicado ningún nombre de archivo</translation>
    </message>
    <message>
        <source>an animation is a .gif file</source>
        <translation>una animación es un archivo .gif</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>the frame rate must be from 1 to %1 frames a second, not %2</source>
        <translation>la frecuencia de fotogramas debe estar entre 1 y %1 fotogramas por segundo, no %2</translation>
    </message>
    <message>
        <source>the speed must be more than 0 and at most %L1, not %L2</source>
        <translation>la velocidad debe ser mayor que 0 y como máximo %L1, no %L2</translation>
    </message>
    <message>
        <source>the time window is empty: from %1 s to %2 s</source>
        <translation>la ventana de tiempo está vacía: de %1 s a %2 s</translation>
    </message>
    <message>
        <source>%L1 frames is too many (at most %L2): raise the speed or lower the frame rate</source>
        <translation>%L1 fotogramas son demasiados (como máximo %L2): sube la velocidad o baja la frecuencia de fotogramas</translation>
    </message>
</context>
<context>
    <name>inflight::AnimationExportDialog</name>
    <message>
        <source>Export an animation</source>
        <translation>Exportar una animación</translation>
    </message>
    <message>
        <source>The stage above the timeline</source>
        <translation>El escenario sobre la línea de tiempo</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>El escenario</translation>
    </message>
    <message>
        <source>The timeline</source>
        <translation>La línea de tiempo</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> fotogramas por segundo</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Frecuencia de fotogramas</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>The animation was not exported</source>
        <translation>No se exportó la animación</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Dibujando la animación…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Drawing frame %L1 of %L2…</source>
        <translation>Dibujando el fotograma %L1 de %L2…</translation>
    </message>
</context>
<context>
    <name>inflight::CommandLine</name>
    <message>
        <source>inflight export: --fps takes a whole number of frames a second from 1 to %1, not &apos;%2&apos;</source>
        <translation>inflight export: --fps admite un número entero de fotogramas por segundo de 1 a %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight export: --speed takes virtual seconds per second, more than 0 and at most %1, not &apos;%2&apos;</source>
        <translation>inflight export: --speed admite segundos virtuales por segundo, más de 0 y como mucho %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight export: --size takes WIDTHxHEIGHT in pixels, from %1x%2 to %3x%4, not &apos;%5&apos;</source>
        <translation>inflight export: --size admite ANCHOxALTO en píxeles, de %1x%2 a %3x%4, no &apos;%5&apos;</translation>
    </message>
    <message>
        <source>inflight export: --view takes stage, timeline or both, not &apos;%1&apos;</source>
        <translation>inflight export: --view admite stage, timeline o both, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight export: --step takes a step of the lesson, 1 to %1, or a range of them such as 2-%2, not &apos;%3&apos;</source>
        <translation>inflight export: --step admite un paso de la lección, de 1 a %1, o un intervalo de pasos como 2-%2, no &apos;%3&apos;</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for an animation: give --out FILE.gif</source>
        <translation>inflight export: --%1 es para una animación: indica --out ARCHIVO.gif</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture, not an animation (use --size WxH)</source>
        <translation>inflight export: --%1 es para una imagen, no para una animación (usa --size AxA)</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture, not an animation</source>
        <translation>inflight export: --%1 es para una imagen, no para una animación</translation>
    </message>
    <message>
        <source>inflight export: %1</source>
        <translation>inflight export: %1</translation>
    </message>
    <message>
        <source>wrote %1 (%2)</source>
        <translation>%1 escrito (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1x%2, %n frame(s) at %3 fps, t = %4 to %5 s at %6x, %7 s, %8 MB</source>
        <translation>
            <numerusform>%1x%2, %n fotograma a %3 fps, t = %4 a %5 s a %6x, %7 s, %8 MB</numerusform>
            <numerusform>%1x%2, %n fotogramas a %3 fps, t = %4 a %5 s a %6x, %7 s, %8 MB</numerusform>
        </translation>
    </message>
    <message>
        <source>Try &apos;inflight help %1&apos;.</source>
        <translation>Prueba &apos;inflight help %1&apos;.</translation>
    </message>
    <message>
        <source>inflight script: give one FILE, or - for standard input</source>
        <translation>inflight script: indica un ARCHIVO, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>inflight script: cannot read %1: %2</source>
        <translation>inflight script: no se puede leer %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>run digest: %1 (%n event(s))</source>
        <translation>
            <numerusform>resumen de la ejecución: %1 (%n evento)</numerusform>
            <numerusform>resumen de la ejecución: %1 (%n eventos)</numerusform>
        </translation>
    </message>
    <message>
        <source>inflight %1: --seed takes a whole number &gt;= 0, not &apos;%2&apos;</source>
        <translation>inflight %1: --seed admite un número entero &gt;= 0, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight run: give one SCENARIO file</source>
        <translation>inflight run: indica un archivo de ESCENARIO</translation>
    </message>
    <message>
        <source>inflight run: --until takes a time in seconds, more than 0 and at most %1 (15 days), not &apos;%2&apos;</source>
        <translation>inflight run: --until admite un tiempo en segundos, más de 0 y como mucho %1 (15 días), no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight run: choose --text or --jsonl, not both</source>
        <translation>inflight run: elige --text o --jsonl, no ambos</translation>
    </message>
    <message>
        <source>inflight export: give one of a SCENARIO file, --lesson ID or --session FILE</source>
        <translation>inflight export: indica solo uno de estos: un archivo de ESCENARIO, --lesson ID o --session ARCHIVO</translation>
    </message>
    <message>
        <source>inflight export: give one SCENARIO file (or --lesson ID, or --session FILE)</source>
        <translation>inflight export: indica un archivo de ESCENARIO (o --lesson ID, o --session ARCHIVO)</translation>
    </message>
    <message>
        <source>inflight export: --step needs --lesson</source>
        <translation>inflight export: --step necesita --lesson</translation>
    </message>
    <message>
        <source>inflight export: give the picture&apos;s file with --out FILE.png|.svg|.pdf|.gif</source>
        <translation>inflight export: indica el archivo de la imagen con --out ARCHIVO.png|.svg|.pdf|.gif</translation>
    </message>
    <message>
        <source>inflight export: --%1 takes a number from %2 to %3, not &apos;%4&apos;</source>
        <translation>inflight export: --%1 admite un número de %2 a %3, no &apos;%4&apos;</translation>
    </message>
    <message>
        <source>inflight export: %1:</source>
        <translation>inflight export: %1:</translation>
    </message>
    <message>
        <source>%1x%2 at scale %3</source>
        <translation>%1x%2 a escala %3</translation>
    </message>
    <message>
        <source>%1x%2</source>
        <translation>%1x%2</translation>
    </message>
    <message>
        <source>inflight export: --lang %1: not a language of Inflight&apos;s; the languages are: %2</source>
        <translation>inflight export: --lang %1: no es un idioma de Inflight; los idiomas son: %2</translation>
    </message>
    <message>
        <source>inflight lessons: takes no arguments</source>
        <translation>inflight lessons: no admite argumentos</translation>
    </message>
    <message>
        <source>inflight lessons: no lessons in &apos;%1&apos; in %2; the languages are: %3</source>
        <translation>inflight lessons: no hay lecciones en &apos;%1&apos; en %2; los idiomas son: %3</translation>
    </message>
    <message>
        <source>inflight lessons: no lessons (NN-id.json) in %1</source>
        <translation>inflight lessons: no hay lecciones (NN-id.json) en %1</translation>
    </message>
    <message>
        <source>%1 of %2 lessons load and check cleanly</source>
        <translation>%1 de %2 lecciones se cargan y pasan la comprobación</translation>
    </message>
    <message>
        <source>inflight help: no command named &apos;%1&apos;</source>
        <translation>inflight help: no hay ningún comando llamado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight: %1: no such file (give a session, scenario or lesson that exists to open it in the window)</source>
        <translation>inflight: %1: no existe el archivo (indica una sesión, un escenario o una lección que exista para abrirla en la ventana)</translation>
    </message>
    <message>
        <source>inflight: unknown command &apos;%1&apos;</source>
        <translation>inflight: comando desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Try &apos;inflight --help&apos;.</source>
        <translation>Prueba &apos;inflight --help&apos;.</translation>
    </message>
    <message>
        <source>inflight %1: %2</source>
        <translation>inflight %1: %2</translation>
    </message>
    <message>
        <source>%1, step %2: %3</source>
        <translation>%1, paso %2: %3</translation>
    </message>
    <message>
        <source>inflight export: no lesson &apos;%1&apos;; the lessons are: %2</source>
        <translation>inflight export: no hay ninguna lección &apos;%1&apos;; las lecciones son: %2</translation>
    </message>
    <message>
        <source>inflight export: --step takes a step of the lesson, 1 to %1, not &apos;%2&apos;</source>
        <translation>inflight export: --step admite un paso de la lección, de 1 a %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>la ejecución de la lección</translation>
    </message>
    <message>
        <source>inflight export: %1: %2</source>
        <translation>inflight export: %1: %2</translation>
    </message>
    <message>
        <source>inflight export: warning: %1: %2</source>
        <translation>inflight export: aviso: %1: %2</translation>
    </message>
    <message>
        <source>inflight export: this lesson step shows its own comparison; leave out --compare and --compare-edit</source>
        <translation>inflight export: este paso de la lección muestra su propia comparación; omite --compare y --compare-edit</translation>
    </message>
    <message>
        <source>inflight export: give --compare FILE or --compare-edit KEY=VALUE, not both</source>
        <translation>inflight export: indica --compare ARCHIVO o --compare-edit CLAVE=VALOR, no ambos</translation>
    </message>
    <message>
        <source>inflight export: --compare-edit takes KEY=VALUE with a number, not &apos;%1&apos;; the keys are: %2</source>
        <translation>inflight export: --compare-edit admite CLAVE=VALOR con un número, no &apos;%1&apos;; las claves son: %2</translation>
    </message>
    <message>
        <source>inflight export: --compare-edit %1: %2</source>
        <translation>inflight export: --compare-edit %1: %2</translation>
    </message>
    <message>
        <source>inflight export: warning: the session was saved by Inflight (unknown version), whose run of it was different; this is this version&apos;s run</source>
        <translation>inflight export: aviso: la sesión se guardó con Inflight (versión desconocida), cuya ejecución era distinta; esta es la ejecución de esta versión</translation>
    </message>
    <message>
        <source>inflight export: warning: the session was saved by Inflight %1, whose run of it was different; this is this version&apos;s run</source>
        <translation>inflight export: aviso: la sesión se guardó con Inflight %1, cuya ejecución era distinta; esta es la ejecución de esta versión</translation>
    </message>
    <message>
        <source>inflight export: give --handout or --slides, one at a time</source>
        <translation>inflight export: indica --handout o --slides, de uno en uno</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture; a handout draws every step of the lesson</source>
        <translation>inflight export: --%1 es para una imagen; una hoja de ejercicios dibuja cada paso de la lección</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture; a slide deck draws every step of the lesson</source>
        <translation>inflight export: --%1 es para una imagen; una presentación dibuja cada paso de la lección</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for --handout</source>
        <translation>inflight export: --%1 es para --handout</translation>
    </message>
    <message>
        <source>inflight export: a handout is made from a lesson: give --lesson ID, or --session FILE saved on a lesson</source>
        <translation>inflight export: una hoja de ejercicios se hace a partir de una lección: indica --lesson ID, o --session ARCHIVO guardado sobre una lección</translation>
    </message>
    <message>
        <source>inflight export: slides are made from a lesson: give --lesson ID, or --session FILE saved on a lesson</source>
        <translation>inflight export: las diapositivas se hacen a partir de una lección: indica --lesson ID, o --session ARCHIVO guardado sobre una lección</translation>
    </message>
    <message>
        <source>inflight export: %1 is not a session on a lesson; a handout or slides need one (or --lesson ID)</source>
        <translation>inflight export: %1 no es una sesión sobre una lección; una hoja de ejercicios o unas diapositivas necesitan una (o --lesson ID)</translation>
    </message>
    <message>
        <source>inflight export: --paper takes a4 or letter, not &apos;%1&apos;</source>
        <translation>inflight export: --paper admite a4 o letter, no &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>handout, %1, %n page(s)</source>
        <translation>
            <numerusform>hoja de ejercicios, %1, %n página</numerusform>
            <numerusform>hoja de ejercicios, %1, %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>answers from page %1</source>
        <translation>respuestas a partir de la página %1</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>sin respuestas</translation>
    </message>
    <message numerus="yes">
        <source>slides, %n page(s)</source>
        <translation>
            <numerusform>diapositivas, %n página</numerusform>
            <numerusform>diapositivas, %n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n notas</numerusform>
        </translation>
    </message>
    <message>
        <source>inflight practice: --%1 takes a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>inflight practice: --%1 admite un número entero de %2 a %3, no &apos;%4&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --paper takes a4 or letter, not &apos;%1&apos;</source>
        <translation>inflight practice: --paper admite a4 o letter, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --handout and --answer-key name the same file</source>
        <translation>inflight practice: --handout y --answer-key indican el mismo archivo</translation>
    </message>
    <message>
        <source>inflight practice: only %1 of %2 questions could be drawn for variant %3</source>
        <translation>inflight practice: solo se pudieron sacar %1 de %2 preguntas para la variante %3</translation>
    </message>
    <message>
        <source>inflight practice: %1</source>
        <translation>inflight practice: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n variante</numerusform>
            <numerusform>%n variantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>quiz</source>
        <translation>cuestionario</translation>
    </message>
    <message>
        <source>answer key</source>
        <translation>soluciones</translation>
    </message>
    <message>
        <source>inflight practice: takes no arguments, only options</source>
        <translation>inflight practice: no admite argumentos, solo opciones</translation>
    </message>
    <message>
        <source>inflight practice: --%1 is for questions printed to the terminal, not --handout or --answer-key</source>
        <translation>inflight practice: --%1 es para preguntas que se muestran en el terminal, no para --handout ni --answer-key</translation>
    </message>
    <message>
        <source>inflight practice: --%1 is for --handout or --answer-key</source>
        <translation>inflight practice: --%1 es para --handout o --answer-key</translation>
    </message>
    <message>
        <source>inflight practice: --count takes a whole number from 1 to 50 with --handout or --answer-key, not &apos;%1&apos;</source>
        <translation>inflight practice: --count admite con --handout o --answer-key un número entero de 1 a 50, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --lang %1: not a language of Inflight&apos;s; the languages are: %2</source>
        <translation>inflight practice: --lang %1: no es un idioma de Inflight; los idiomas son: %2</translation>
    </message>
    <message>
        <source>inflight practice: no topic &apos;%1&apos; (the topics are: %2)</source>
        <translation>inflight practice: no hay ningún tema &apos;%1&apos; (los temas son: %2)</translation>
    </message>
    <message>
        <source>inflight practice: only %1 of %2 questions could be drawn</source>
        <translation>inflight practice: solo se pudieron sacar %1 de %2 preguntas</translation>
    </message>
</context>
<context>
    <name>inflight::ComparisonArea</name>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 &lt;i&gt;(this run)&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2 &lt;i&gt;(esta ejecución)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Divider between the two stages</source>
        <translation>Divisor entre los dos escenarios</translation>
    </message>
    <message>
        <source>Divider between the two timelines</source>
        <translation>Divisor entre las dos líneas de tiempo</translation>
    </message>
    <message>
        <source>Divider between the stage and the timeline</source>
        <translation>Divisor entre el escenario y la línea de tiempo</translation>
    </message>
</context>
<context>
    <name>inflight::ComparisonPanel</name>
    <message>
        <source>Jump to the first difference</source>
        <translation>Saltar a la primera diferencia</translation>
    </message>
    <message>
        <source>What the stage shows while two runs are compared</source>
        <translation>Qué muestra el escenario mientras se comparan dos ejecuciones</translation>
    </message>
    <message>
        <source>Stage: this run</source>
        <translation>Escenario: esta ejecución</translation>
    </message>
    <message>
        <source>Stage: compared run</source>
        <translation>Escenario: ejecución comparada</translation>
    </message>
    <message>
        <source>Stage: both</source>
        <translation>Escenario: ambas</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>End the comparison: this run alone again</source>
        <translation>Terminar la comparación: de nuevo solo esta ejecución</translation>
    </message>
    <message>
        <source>The figures are the same in both runs.</source>
        <translation>Las cifras son iguales en ambas ejecuciones.</translation>
    </message>
    <message>
        <source>the run before</source>
        <translation>la ejecución anterior</translation>
    </message>
    <message>
        <source>the run after</source>
        <translation>la ejecución posterior</translation>
    </message>
    <message>
        <source>Move the playhead to where the runs first part</source>
        <translation>Mover el cabezal de reproducción adonde las ejecuciones se separan por primera vez</translation>
    </message>
    <message>
        <source>The runs never part</source>
        <translation>Las ejecuciones nunca se separan</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>an amount in US dollars</comment>
        <translation>%1 US$</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (better)</source>
        <translation>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (mejor)</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (worse)</source>
        <translation>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (peor)</translation>
    </message>
</context>
<context>
    <name>inflight::EventTableModel</name>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>Envíos</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Recepciones</translation>
    </message>
    <message>
        <source>Visibility changes and timeouts</source>
        <translation>Cambios de visibilidad y tiempos de espera</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Eliminaciones</translation>
    </message>
    <message>
        <source>Work and side effects</source>
        <translation>Trabajo y efectos secundarios</translation>
    </message>
    <message>
        <source>Crashes and restarts</source>
        <translation>Caídas y reinicios</translation>
    </message>
    <message>
        <source>Dead-letter, expiry, purge</source>
        <translation>Mensajes fallidos, caducidad, purga</translation>
    </message>
    <message>
        <source>API calls</source>
        <translation>Llamadas a la API</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>Colas</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Actor</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Handle</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Virtual time since the start of the run, in seconds</source>
        <translation>Tiempo virtual desde el inicio de la ejecución, en segundos</translation>
    </message>
    <message>
        <source>Who acted: a producer, a worker, or the queue itself (engine)</source>
        <translation>Quién actuó: un productor, un worker o la propia cola (motor)</translation>
    </message>
    <message>
        <source>The event in a sentence</source>
        <translation>El evento en una frase</translation>
    </message>
    <message>
        <source>The message and its business key</source>
        <translation>El mensaje y su clave de negocio</translation>
    </message>
    <message>
        <source>The receipt handle the event used or handed out: mN.rR is the R-th receive of message N</source>
        <translation>El identificador de recepción que el evento usó o entregó: mN.rR es la recepción número R del mensaje N</translation>
    </message>
    <message>
        <source>Deadlines, error codes, reasons and queues</source>
        <translation>Plazos, códigos de error, motivos y colas</translation>
    </message>
</context>
<context>
    <name>inflight::EventTableView</name>
    <message>
        <source>All messages</source>
        <translation>Todos los mensajes</translation>
    </message>
    <message>
        <source>Show only the events of one message</source>
        <translation>Mostrar solo los eventos de un mensaje</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Mensaje:</translation>
    </message>
    <message>
        <source>Show only what one worker, producer or the queue itself did</source>
        <translation>Mostrar solo lo que hizo un worker, un productor o la propia cola</translation>
    </message>
    <message>
        <source>&amp;Actor:</source>
        <translation>&amp;Actor:</translation>
    </message>
    <message>
        <source>Show only one kind of event</source>
        <translation>Mostrar solo un tipo de evento</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>A&amp;ll events</source>
        <translation>T&amp;odos los eventos</translation>
    </message>
    <message>
        <source>Also show the bookkeeping: every API call, empty receive and queue creation, not only the events of the story</source>
        <translation>Mostrar también las tareas internas: cada llamada a la API, recepción vacía y creación de cola, no solo los eventos de la historia</translation>
    </message>
    <message>
        <source>All actors</source>
        <translation>Todos los actores</translation>
    </message>
    <message>
        <source>%1 (the queue&apos;s own timers)</source>
        <translation>%1 (los temporizadores propios de la cola)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln evento</numerusform>
            <numerusform>%Ln eventos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln event(s)</source>
        <translation>
            <numerusform>%L1 de %Ln evento</numerusform>
            <numerusform>%L1 de %Ln eventos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::Format</name>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en tránsito</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>caducado</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>purgado</translation>
    </message>
    <message>
        <source>redriven</source>
        <translation>redireccionado</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>descartado</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzado</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>times</source>
        <translation>veces</translation>
    </message>
    <message>
        <source>orders</source>
        <translation>pedidos</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>mensajes</translation>
    </message>
    <message>
        <source>deletes</source>
        <translation>eliminaciones</translation>
    </message>
    <message>
        <source>emails</source>
        <translation>correos</translation>
    </message>
    <message>
        <source>images</source>
        <translation>imágenes</translation>
    </message>
</context>
<context>
    <name>inflight::GifEncoder</name>
    <message>
        <source>the GIF encoder failed to start (%1)</source>
        <translation>el codificador GIF no pudo iniciarse (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to make its colour map (%1)</source>
        <translation>el codificador GIF no pudo crear su paleta de colores (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write its header (%1)</source>
        <translation>el codificador GIF no pudo escribir su cabecera (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write its loop (%1)</source>
        <translation>el codificador GIF no pudo escribir su bucle (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write a frame (%1)</source>
        <translation>el codificador GIF no pudo escribir un fotograma (%1)</translation>
    </message>
    <message>
        <source>a frame of %1x%2 pixels in an animation of %3x%4</source>
        <translation>un fotograma de %1x%2 píxeles en una animación de %3x%4</translation>
    </message>
    <message>
        <source>the GIF encoder failed to finish the file (%1)</source>
        <translation>el codificador GIF no pudo terminar el archivo (%1)</translation>
    </message>
</context>
<context>
    <name>inflight::InspectorHistoryModel</name>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
</context>
<context>
    <name>inflight::InspectorView</name>
    <message>
        <source>not sent yet: %1 sends it at %2</source>
        <translation>aún no enviado: %1 lo envía en %2</translation>
    </message>
    <message>
        <source>%1 in %2 until %3</source>
        <translation>%1 en %2 hasta %3</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>%1 %2 since %3</source>
        <translation>%1 %2 desde %3</translation>
    </message>
    <message>
        <source>in the dead-letter queue</source>
        <translation>en la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>%1 in %2 since %3: the next receive gets it</source>
        <translation>%1 en %2 desde %3: la siguiente recepción lo obtiene</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>%1 in %2 since %3, lent to %4 with %5</source>
        <translation>%1 en %2 desde %3, prestado a %4 con %5</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en tránsito</translation>
    </message>
    <message>
        <source>%1 at %2 by %3</source>
        <translation>%1 en %2 por %3</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>%1 at %2: its retention period was over</source>
        <translation>%1 en %2: su período de retención había terminado</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>caducado</translation>
    </message>
    <message>
        <source>%1 from %2 at %3</source>
        <translation>%1 de %2 en %3</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>purgado</translation>
    </message>
    <message>
        <source>%1 out of %2 at %3</source>
        <translation>%1 fuera de %2 en %3</translation>
    </message>
    <message>
        <source>redriven</source>
        <translation>redireccionado</translation>
    </message>
    <message>
        <source>%1 at %2: its queue %3 was deleted</source>
        <translation>%1 en %2: se eliminó su cola %3</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>desaparecido</translation>
    </message>
    <message>
        <source>%1, in %2 s: then it is visible again unless it is deleted or extended first</source>
        <translation>%1, dentro de %2 s: entonces vuelve a ser visible salvo que antes se elimine o se amplíe</translation>
    </message>
    <message>
        <source>Visibility deadline</source>
        <translation>Plazo de visibilidad</translation>
    </message>
    <message>
        <source>%1 since %2: AWS might or might not delete with it; this scenario&apos;s engine deletes (staleHandleDelete: delete)</source>
        <translation>%1 desde %2: AWS podría eliminar o no con él; el motor de este escenario elimina (staleHandleDelete: delete)</translation>
    </message>
    <message>
        <source>%1 since %2: here a delete with it deletes nothing (AWS: it might not delete; never rely on either)</source>
        <translation>%1 desde %2: aquí una eliminación con él no elimina nada (AWS: podría no eliminar; no confíes en ninguno de los dos casos)</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>obsoleto</translation>
    </message>
    <message>
        <source>%1: a delete with it deletes the message, a ChangeMessageVisibility with it moves the deadline</source>
        <translation>%1: una eliminación con él elimina el mensaje, un ChangeMessageVisibility con él mueve el plazo</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>latest: not in flight any more (since %1), but a delete with it still deletes until the next receive</source>
        <translation>el más reciente: ya no está en tránsito (desde %1), pero una eliminación con él sigue eliminando hasta la siguiente recepción</translation>
    </message>
    <message>
        <source>latest; the message is %1, so a delete with it deletes nothing</source>
        <translation>el más reciente; el mensaje está %1, así que una eliminación con él no elimina nada</translation>
    </message>
    <message>
        <source>received by %1 at %2</source>
        <translation>recibido por %1 en %2</translation>
    </message>
    <message>
        <source> · delete by %1 at %2: %3</source>
        <translation> · eliminación por %1 en %2: %3</translation>
    </message>
    <message>
        <source>nothing deleted</source>
        <translation>no se eliminó nada</translation>
    </message>
    <message>
        <source>already gone</source>
        <translation>ya no estaba</translation>
    </message>
    <message>
        <source>Receipt handles</source>
        <translation>Identificadores de recepción</translation>
    </message>
    <message>
        <source>none yet: nobody has received it</source>
        <translation>ninguno aún: nadie lo ha recibido</translation>
    </message>
    <message>
        <source>Side effects</source>
        <translation>Efectos secundarios</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>(a duplicate)</source>
        <translation>(un duplicado)</translation>
    </message>
    <message>
        <source>Business key</source>
        <translation>Clave de negocio</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>MessageId</source>
        <translation>MessageId</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>%1 by %2 to %3</source>
        <translation>%1 por %2 a %3</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>State at %1</source>
        <translation>Estado en %1</translation>
    </message>
    <message>
        <source>down</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>: crashed at %1 and never restarts</source>
        <translation>: se cayó en %1 y nunca se reinicia</translation>
    </message>
    <message>
        <source>: crashed at %1, restarts at %2</source>
        <translation>: se cayó en %1, se reinicia en %2</translation>
    </message>
    <message>
        <source>%1 on %2 with %3 since %4, until %5</source>
        <translation>%1 en %2 con %3 desde %4, hasta %5</translation>
    </message>
    <message>
        <source>working</source>
        <translation>trabajando</translation>
    </message>
    <message>
        <source>another worker processes the same message at some point of this job</source>
        <translation>otro worker procesa el mismo mensaje en algún momento de este trabajo</translation>
    </message>
    <message>
        <source>%1 for a message</source>
        <translation>%1 un mensaje</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>side effect done</source>
        <translation>efecto secundario hecho</translation>
    </message>
    <message>
        <source>skipped: already done (idempotency)</source>
        <translation>omitido: ya hecho (idempotencia)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>deleted it</source>
        <translation>lo eliminó</translation>
    </message>
    <message>
        <source>gave it back</source>
        <translation>lo devolvió</translation>
    </message>
    <message>
        <source>%1 with %2, %3–%4: %5</source>
        <translation>%1 con %2, %3–%4: %5</translation>
    </message>
    <message>
        <source>(overlapped another worker)</source>
        <translation>(se solapó con otro worker)</translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation>Trabajos hechos</translation>
    </message>
    <message>
        <source>400 InvalidParameterValue (the receipt handle has expired)</source>
        <translation>400 InvalidParameterValue (el identificador de recepción ha caducado)</translation>
    </message>
    <message>
        <source>%1 %2 with %3</source>
        <translation>%1 %2 con %3</translation>
    </message>
    <message>
        <source>%1 handle (the latest was %2): answered 200 and, in this run, deleted nothing (AWS allows either)</source>
        <translation>identificador %1 (el más reciente era %2): respondió 200 y, en esta ejecución, no eliminó nada (AWS permite ambas cosas)</translation>
    </message>
    <message>
        <source>the message was already gone: nothing to delete</source>
        <translation>el mensaje ya no estaba: nada que eliminar</translation>
    </message>
    <message>
        <source>%1: SQS answered %2, nothing deleted</source>
        <translation>%1: SQS respondió %2, no se eliminó nada</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>%1 handle (the latest was %2), deleted anyway: this scenario&apos;s engine deletes with stale handles (AWS might not)</source>
        <translation>identificador %1 (el más reciente era %2), eliminado de todos modos: el motor de este escenario elimina con identificadores obsoletos (AWS podría no hacerlo)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Eliminaciones</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Caídas</translation>
    </message>
    <message>
        <source>, never restarted</source>
        <translation>, nunca se reinició</translation>
    </message>
    <message>
        <source>, down until %1 (%2 s)</source>
        <translation>, caído hasta %1 (%2 s)</translation>
    </message>
    <message>
        <source>down %1 s in all so far</source>
        <translation>caído %1 s en total hasta ahora</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Recepciones</translation>
    </message>
    <message>
        <source>Heartbeats sent</source>
        <translation>Latidos enviados</translation>
    </message>
    <message>
        <source>Retries spaced</source>
        <translation>Reintentos espaciados</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Receive count</source>
        <translation>Recuento de recepciones</translation>
    </message>
    <message>
        <source>%1 so far %2</source>
        <translation>%1 hasta ahora %2</translation>
    </message>
    <message>
        <source>(ApproximateReceiveCount)</source>
        <translation>(ApproximateReceiveCount)</translation>
    </message>
    <message>
        <source>Current job</source>
        <translation>Trabajo actual</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>Click a message or a worker on the stage or the timeline to see everything about it at the playhead&apos;s time.</source>
        <translation>Haz clic en un mensaje o un worker del escenario o de la línea de tiempo para ver todo sobre él en el momento del cabezal de reproducción.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Message %1</source>
        <translation>Mensaje %1</translation>
    </message>
    <message>
        <source>Message %1 · %2</source>
        <translation>Mensaje %1 · %2</translation>
    </message>
    <message>
        <source>Worker %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nada seleccionado</translation>
    </message>
    <message>
        <source>Body (JSON)</source>
        <translation>Cuerpo (JSON)</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Cuerpo</translation>
    </message>
    <message>
        <source>… %L1 more …</source>
        <translation>… %L1 más …</translation>
    </message>
    <message numerus="yes">
        <source> (moved %Ln time(s) by ChangeMessageVisibility)</source>
        <translation>
            <numerusform> (movido %Ln vez por ChangeMessageVisibility)</numerusform>
            <numerusform> (movido %Ln veces por ChangeMessageVisibility)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 finished</source>
        <translation>%L1 terminados</translation>
    </message>
    <message>
        <source>%L1 with the side effect</source>
        <translation>%L1 con el efecto secundario</translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 omitidos</translation>
    </message>
    <message>
        <source>%L1 failed</source>
        <translation>%L1 fallidos</translation>
    </message>
    <message>
        <source>%L1 crashed</source>
        <translation>%L1 interrumpidos por una caída</translation>
    </message>
    <message>
        <source>%L1 with a stale handle</source>
        <translation>%L1 con un identificador obsoleto</translation>
    </message>
    <message>
        <source>%1 before the side effect</source>
        <translation>%1 antes del efecto secundario</translation>
    </message>
    <message>
        <source>%1 after the side effect, before the delete</source>
        <translation>%1 después del efecto secundario, antes de la eliminación</translation>
    </message>
    <message>
        <source>%1 during a heartbeat</source>
        <translation>%1 durante un latido</translation>
    </message>
    <message>
        <source>%1 after the side effect, before its done record</source>
        <translation>%1 después del efecto secundario, antes de su registro de completado</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) received</source>
        <translation>
            <numerusform>%Ln mensaje recibido</numerusform>
            <numerusform>%Ln mensajes recibidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln empty receive(s)</source>
        <translation>
            <numerusform>, %Ln recepción vacía</numerusform>
            <numerusform>, %Ln recepciones vacías</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 (ChangeMessageVisibility), the last at %2</source>
        <translation>%L1 (ChangeMessageVisibility), el último en %2</translation>
    </message>
    <message>
        <source>%L1 (ChangeMessageVisibility after a failure), the last at %2</source>
        <translation>%L1 (ChangeMessageVisibility tras un fallo), el último en %2</translation>
    </message>
    <message>
        <source>%L1 a duplicate</source>
        <translation>duplicados: %L1</translation>
    </message>
    <message numerus="yes">
        <source>History: %Ln event(s) (click one to go there)</source>
        <translation>
            <numerusform>Historial: %Ln evento (haz clic en él para ir allí)</numerusform>
            <numerusform>Historial: %Ln eventos (haz clic en uno para ir allí)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more character(s)</source>
        <translation>
            <numerusform>… %Ln carácter más</numerusform>
            <numerusform>… %Ln caracteres más</numerusform>
        </translation>
    </message>
    <message>
        <source>Divider between the facts and the history</source>
        <translation>Divisor entre los datos y el historial</translation>
    </message>
</context>
<context>
    <name>inflight::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Each lesson tells a story on a run, stops where it matters, asks what happens next, and ends with a challenge to fix it.</source>
        <translation>Cada lección cuenta una historia sobre una ejecución, se detiene donde importa, pregunta qué pasa a continuación y termina con un reto para arreglarlo.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>%1 (cannot be read: %2)</source>
        <translation>%1 (no se puede leer: %2)</translation>
    </message>
    <message>
        <source>✓ challenge solved</source>
        <translation>✓ reto resuelto</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>paso %1 de %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
</context>
<context>
    <name>inflight::LessonPlayer</name>
    <message>
        <source>The lesson&apos;s steps: click one to go there</source>
        <translation>Los pasos de la lección: haz clic en uno para ir allí</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <source>Challenge: fix it</source>
        <translation>Reto: arréglalo</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>Run the scenario with your values and test the success conditions</source>
        <translation>Ejecutar el escenario con tus valores y comprobar las condiciones de éxito</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>Mostrar la &amp;solución</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Atrás</translation>
    </message>
    <message>
        <source>The previous step (Alt+Left, or Page Up while a lesson is open)</source>
        <translation>El paso anterior (Alt+Izquierda, o Re Pág mientras hay una lección abierta)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>Si&amp;guiente →</translation>
    </message>
    <message>
        <source>The next step (Alt+Right, or Page Down while a lesson is open)</source>
        <translation>El paso siguiente (Alt+Derecha, o Av Pág mientras hay una lección abierta)</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Ninguna lección abierta</translation>
    </message>
    <message>
        <source>Lessons &gt; Browse lessons… (Ctrl+L) lists them.</source>
        <translation>Lecciones &gt; Explorar lecciones… (Ctrl+L) las muestra.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Reto</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved before.&lt;/b&gt; Try it again, or try other values.</source>
        <translation>&lt;b&gt;Resuelto antes.&lt;/b&gt; Inténtalo de nuevo, o prueba otros valores.</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>¿Qué pasa ahora?</translation>
    </message>
    <message>
        <source>Answered. The run goes on: press Next.</source>
        <translation>Respondida. La ejecución continúa: pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Type a number, then press Answer.</source>
        <translation>Escribe un número y pulsa Responder.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Elige primero una respuesta.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✓ Solved: every condition holds.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✓ Resuelto: se cumplen todas las condiciones.&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not yet.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Todavía no.&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&amp;Challenge →</source>
        <translation>R&amp;eto →</translation>
    </message>
    <message>
        <source>Answer the question first: the lesson waits for you</source>
        <translation>Responde primero a la pregunta: la lección te espera</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln minute(s) · %2</source>
        <translation>
            <numerusform>%1 · %Ln minuto · %2</numerusform>
            <numerusform>%1 · %Ln minutos · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %Ln step(s): the challenge</source>
        <translation>
            <numerusform>Después de %Ln paso: el reto</numerusform>
            <numerusform>Después de %Ln pasos: el reto</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Right.&lt;/b&gt; %2</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Correcto.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not quite:&lt;/b&gt; the answer is %2. %3</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;No exactamente:&lt;/b&gt; la respuesta es %2. %3</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not quite:&lt;/b&gt; the answer is %L2, marked ✓. %3</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;No exactamente:&lt;/b&gt; la respuesta es %L2, marcada con ✓. %3</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Texto de la lección</translation>
    </message>
</context>
<context>
    <name>inflight::LessonPrintDialog</name>
    <message>
        <source>Export a handout</source>
        <translation>Exportar una hoja de ejercicios</translation>
    </message>
    <message>
        <source>Export slides</source>
        <translation>Exportar diapositivas</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; as a PDF to print: each step&apos;s picture and narration, the questions with room to answer, the challenge and its hints, and the sources.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; como PDF para imprimir: la imagen y la narración de cada paso, las preguntas con espacio para responder, el reto y sus pistas, y las fuentes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; as 16:9 slides (PDF): a page per step with its picture and the first sentence of its narration, a page per question for the room, and the challenge.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; como diapositivas 16:9 (PDF): una página por paso con su imagen y la primera frase de su narración, una página por pregunta para la clase, y el reto.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Answers and explanations on the last pages, for the teacher</source>
        <translation>Respuestas y explicaciones en las últimas páginas, para el profesor</translation>
    </message>
    <message numerus="yes">
        <source>The session&apos;s notes (%n), on the pictures and listed</source>
        <translation>
            <numerusform>La nota de la sesión (%n), en las imágenes y en una lista</numerusform>
            <numerusform>Las notas de la sesión (%n), en las imágenes y en una lista</numerusform>
        </translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Dibujando los pasos…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The handout was not exported</source>
        <translation>No se exportó la hoja de ejercicios</translation>
    </message>
    <message>
        <source>The slides were not exported</source>
        <translation>No se exportaron las diapositivas</translation>
    </message>
    <message>
        <source>Drawing step %L1 of %L2…</source>
        <translation>Dibujando el paso %L1 de %L2…</translation>
    </message>
</context>
<context>
    <name>inflight::LessonSession</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>inflight::LessonStepsModel</name>
    <message>
        <source>Introduction</source>
        <translation>Introducción</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Reto</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>inflight::ListenDialog</name>
    <message>
        <source>Listen for SQS clients</source>
        <translation>Escuchar clientes SQS</translation>
    </message>
    <message>
        <source>Inflight answers SQS requests from real clients (boto3, the AWS CLI, the AWS SDKs) and shows their queues, their workers and every receive, heartbeat and delete as they happen. Signatures are not checked; any credentials are accepted.</source>
        <translation>Inflight responde a las solicitudes SQS de clientes reales (boto3, la AWS CLI, los AWS SDK) y muestra sus colas, sus workers y cada recepción, latido y eliminación a medida que ocurren. No se comprueban las firmas; se acepta cualquier credencial.</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Puerto</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Solo este equipo</translation>
    </message>
    <message>
        <source>Every network this computer is on: anyone who can reach the port can use the queues</source>
        <translation>Todas las redes en las que está este equipo: cualquiera que pueda llegar al puerto puede usar las colas</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <source>&amp;Listen</source>
        <translation>&amp;Escuchar</translation>
    </message>
    <message>
        <source>Inflight cannot listen on %1 port %2: %3. If another program (or another Inflight) uses the port, choose another one.</source>
        <translation>Inflight no puede escuchar en %1, puerto %2: %3. Si otro programa (u otro Inflight) usa el puerto, elige otro.</translation>
    </message>
</context>
<context>
    <name>inflight::LiveSession</name>
    <message>
        <source>Listening at %1: point an SQS client there (Copy command, on the right, copies one to try)</source>
        <translation>Escuchando en %1: dirige un cliente SQS allí (Copiar comando, a la derecha, copia uno para probar)</translation>
    </message>
    <message>
        <source>“%1” is not an IP address: 127.0.0.1 listens on this computer only, 0.0.0.0 on every network</source>
        <translation>“%1” no es una dirección IP: 127.0.0.1 escucha solo en este equipo, 0.0.0.0 en todas las redes</translation>
    </message>
    <message>
        <source>a run is still being simulated; wait for it or cancel it</source>
        <translation>todavía se está simulando una ejecución; espera a que termine o cancélala</translation>
    </message>
</context>
<context>
    <name>inflight::LiveStatus</name>
    <message>
        <source>Copy command</source>
        <translation>Copiar comando</translation>
    </message>
    <message>
        <source>Go live</source>
        <translation>En vivo</translation>
    </message>
    <message>
        <source>Back to now: the view follows the clients again (End)</source>
        <translation>Volver al presente: la vista sigue de nuevo a los clientes (Fin)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop listening: the clients get no more answers, and the run so far stays, to step through, export and save</source>
        <translation>Dejar de escuchar: los clientes ya no reciben respuestas, y la ejecución hasta ahora se conserva, para recorrerla paso a paso, exportarla y guardarla</translation>
    </message>
    <message>
        <source>%1 (every network)</source>
        <translation>%1 (todas las redes)</translation>
    </message>
    <message>
        <source>%1 · 1 client</source>
        <translation>%1 · 1 cliente</translation>
    </message>
    <message>
        <source>%1 · %2 clients</source>
        <translation>%1 · %2 clientes</translation>
    </message>
    <message>
        <source>Clients on this computer reach the queues at this URL</source>
        <translation>Los clientes de este equipo llegan a las colas en esta URL</translation>
    </message>
    <message>
        <source>Listening on every network this computer is on: anyone who can reach the port can use the queues</source>
        <translation>Escuchando en todas las redes en las que está este equipo: cualquiera que pueda llegar al puerto puede usar las colas</translation>
    </message>
    <message>
        <source>Copy “%1”, a first command to try in a terminal</source>
        <translation>Copiar “%1”, un primer comando para probar en un terminal</translation>
    </message>
    <message>
        <source>● LIVE</source>
        <translation>● EN VIVO</translation>
    </message>
    <message>
        <source>❚❚ VIEW PAUSED at t=%1 s</source>
        <translation>❚❚ VISTA EN PAUSA en t=%1 s</translation>
    </message>
    <message>
        <source>The view follows the clients as they work</source>
        <translation>La vista sigue a los clientes mientras trabajan</translation>
    </message>
    <message>
        <source>The view is paused; the clients go on. Go live (End) catches up.</source>
        <translation>La vista está en pausa; los clientes continúan. En vivo (Fin) la pone al día.</translation>
    </message>
</context>
<context>
    <name>inflight::MainWindow</name>
    <message>
        <source>The library of recent sessions is not in use this time: %1</source>
        <translation>La biblioteca de sesiones recientes no se usa esta vez: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>la ejecución de la lección</translation>
    </message>
    <message>
        <source>Compare with a scenario or session</source>
        <translation>Comparar con un escenario o una sesión</translation>
    </message>
    <message>
        <source>Scenarios and sessions (*.json *.inflight);;All files (*)</source>
        <translation>Escenarios y sesiones (*.json *.inflight);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Comparing with %1</source>
        <translation>Comparando con %1</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>No se puede comparar</translation>
    </message>
    <message>
        <source>%1 cannot be compared with this run; nothing was changed.</source>
        <translation>%1 no se puede comparar con esta ejecución; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>¿Y si…?</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Timeout explorer</source>
        <translation>Explorador de tiempos de espera</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Nueva sesión</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open the &amp;double-charged order</source>
        <translation>Abrir el &amp;pedido cobrado dos veces</translation>
    </message>
    <message>
        <source>&amp;Listen for SQS clients…</source>
        <translation>&amp;Escuchar clientes SQS…</translation>
    </message>
    <message>
        <source>S&amp;top listening</source>
        <translation>&amp;Dejar de escuchar</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export timeline…</source>
        <translation>E&amp;xportar línea de tiempo…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy timeline image</source>
        <translation>&amp;Copiar imagen de la línea de tiempo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Add a &amp;note at the playhead…</source>
        <translation>Añadir una &amp;nota en el cabezal…</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Reproducción</translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation>&amp;Reproducir / pausa</translation>
    </message>
    <message>
        <source>&amp;Next event</source>
        <translation>Evento &amp;siguiente</translation>
    </message>
    <message>
        <source>P&amp;revious event</source>
        <translation>Evento &amp;anterior</translation>
    </message>
    <message>
        <source>Next &amp;frame</source>
        <translation>Fotograma si&amp;guiente</translation>
    </message>
    <message>
        <source>Previous fra&amp;me</source>
        <translation>Fotograma an&amp;terior</translation>
    </message>
    <message>
        <source>Jump to the &amp;start</source>
        <translation>Ir al &amp;inicio</translation>
    </message>
    <message>
        <source>Jump to the &amp;end</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>Más &amp;lento</translation>
    </message>
    <message>
        <source>F&amp;aster</source>
        <translation>Más rá&amp;pido</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Fit the whole run</source>
        <translation>Ajustar &amp;toda la ejecución</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Re&amp;ducir</translation>
    </message>
    <message>
        <source>Pan &amp;right</source>
        <translation>Desplazar a la de&amp;recha</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>&amp;Comparar con…</translation>
    </message>
    <message>
        <source>&amp;End comparison</source>
        <translation>&amp;Finalizar la comparación</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen, larger type and thicker lines, for a projector</source>
        <translation>Pantalla completa, letra más grande y líneas más gruesas, para un proyector</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <source>&amp;Browse lessons…</source>
        <translation>&amp;Explorar lecciones…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Paso &amp;siguiente</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Paso &amp;anterior</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Close the lesson</source>
        <translation>&amp;Cerrar la lección</translation>
    </message>
    <message>
        <source>Export &amp;handout…</source>
        <translation>Exportar &amp;hoja de ejercicios…</translation>
    </message>
    <message>
        <source>Export &amp;slides…</source>
        <translation>Exportar &amp;diapositivas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Inflight</source>
        <translation>Acerca &amp;de Inflight</translation>
    </message>
    <message>
        <source>Display &amp;scale</source>
        <translation>Escala de &amp;visualización</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Idio&amp;ma</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>The language changes when Inflight starts next.</source>
        <translation>El idioma cambiará la próxima vez que se inicie Inflight.</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Abriendo %1</translation>
    </message>
    <message>
        <source>The scenario cannot be opened</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <source>%1 has problems; nothing was changed.</source>
        <translation>%1 tiene problemas; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Open a session, a scenario or a lesson</source>
        <translation>Abrir una sesión, un escenario o una lección</translation>
    </message>
    <message>
        <source>Sessions, scenarios and lessons (*.inflight *.json);;Inflight sessions (*.inflight);;Scenarios and lessons (*.json);;All files (*)</source>
        <translation>Sesiones, escenarios y lecciones (*.inflight *.json);;Sesiones de Inflight (*.inflight);;Escenarios y lecciones (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The session cannot be opened</source>
        <translation>No se puede abrir la sesión</translation>
    </message>
    <message>
        <source>%1 cannot be opened; nothing was changed, in the window or in the file.</source>
        <translation>No se puede abrir %1; no se ha cambiado nada, ni en la ventana ni en el archivo.</translation>
    </message>
    <message>
        <source>%1 cannot be shown; nothing was changed.</source>
        <translation>No se puede mostrar %1; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The file is in an older session format; saving writes the current one.</source>
        <translation>El archivo está en un formato de sesión antiguo; al guardar se escribe el actual.</translation>
    </message>
    <message>
        <source>The file is read-only: use Save As to keep your changes.</source>
        <translation>El archivo es de solo lectura: usa Guardar como para conservar tus cambios.</translation>
    </message>
    <message>
        <source>%1 is open without the run you cancelled (of its edits or its comparison).</source>
        <translation>%1 está abierto sin la ejecución que cancelaste (de sus ediciones o de su comparación).</translation>
    </message>
    <message>
        <source>Session opened</source>
        <translation>Sesión abierta</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Guardar la sesión</translation>
    </message>
    <message>
        <source>Inflight sessions (*.inflight)</source>
        <translation>Sesiones de Inflight (*.inflight)</translation>
    </message>
    <message>
        <source>The session was not saved</source>
        <translation>No se guardó la sesión</translation>
    </message>
    <message>
        <source>Your work is still here, unsaved. Try Save As with another place.</source>
        <translation>Tu trabajo sigue aquí, sin guardar. Prueba Guardar como en otro lugar.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>¿Guardarlos antes de continuar?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (missing)</source>
        <translation> (no encontrado)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Borrar la lista</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>¿Restaurar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>Inflight did not close properly last time. Its unsaved work on %1, from %2, was kept.</source>
        <translation>Inflight no se cerró correctamente la última vez. Se conservó su trabajo sin guardar en %1, de %2.</translation>
    </message>
    <message>
        <source>a session</source>
        <translation>una sesión</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Restore it now? Discard removes the copy; Later keeps it for the next start.</source>
        <translation>¿Restaurarlo ahora? Descartar elimina la copia; Más tarde la conserva para el próximo inicio.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>Restoring the unsaved work (kept at %1)</source>
        <translation>Restaurando el trabajo sin guardar (guardado en %1)</translation>
    </message>
    <message>
        <source>The unsaved work cannot be restored</source>
        <translation>No se puede restaurar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>The copy stays at %1.</source>
        <translation>La copia sigue en %1.</translation>
    </message>
    <message>
        <source>%1 was cancelled; the previous run is still shown.</source>
        <translation>Se canceló %1; se sigue mostrando la ejecución anterior.</translation>
    </message>
    <message>
        <source>t=%1 s</source>
        <translation>t=%1 s</translation>
    </message>
    <message>
        <source>Pinned to the moment %1.</source>
        <translation>Fijada en el momento %1.</translation>
    </message>
    <message>
        <source>Pinned to the event at %1 on %2.</source>
        <translation>Fijada al evento de %1 en %2.</translation>
    </message>
    <message>
        <source>Pinned to the event at %1.</source>
        <translation>Fijada al evento de %1.</translation>
    </message>
    <message>
        <source>Pinned to %1 at %2.</source>
        <translation>Fijada a %1 en %2.</translation>
    </message>
    <message>
        <source>The timeline, the stage and exported pictures show it.</source>
        <translation>La muestran la línea de tiempo, el escenario y las imágenes exportadas.</translation>
    </message>
    <message>
        <source>What the class should notice here</source>
        <translation>Lo que la clase debería observar aquí</translation>
    </message>
    <message>
        <source>&amp;Save the note</source>
        <translation>&amp;Guardar la nota</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Intro</translation>
    </message>
    <message>
        <source>Add a note</source>
        <translation>Añadir una nota</translation>
    </message>
    <message>
        <source>Edit the note</source>
        <translation>Editar la nota</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>No se puede abrir la lección</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (solo lectura)</translation>
    </message>
    <message>
        <source> — Inflight</source>
        <translation> — Inflight</translation>
    </message>
    <message>
        <source>About Inflight</source>
        <translation>Acerca de Inflight</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Inflight %1&lt;/h3&gt;&lt;p&gt;SQS does not hand a message over, it lends it. Inflight shows what follows from that: receive, hide, delete, and what happens when the visibility timeout runs out.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Inflight %1&lt;/h3&gt;&lt;p&gt;SQS no entrega un mensaje: lo presta. Inflight muestra lo que se deriva de ello: recibir, ocultar, eliminar, y qué pasa cuando se agota el tiempo de espera de visibilidad.&lt;/p&gt;&lt;p&gt;Publicado bajo la licencia GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export &amp;practice quiz…</source>
        <translation>Exportar c&amp;uestionario de práctica…</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>P&amp;ractice…</source>
        <translation>P&amp;ráctica…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Export an&amp;imation…</source>
        <translation>Exportar an&amp;imación…</translation>
    </message>
    <message>
        <source>Ne&amp;xt lesson step, or event (presentation clicker)</source>
        <translation>Siguiente paso de la lección, o &amp;evento (mando de presentaciones)</translation>
    </message>
    <message>
        <source>Previ&amp;ous lesson step, or event (presentation clicker)</source>
        <translation>Paso anteri&amp;or de la lección, o evento (mando de presentaciones)</translation>
    </message>
    <message>
        <source>P&amp;an left</source>
        <translation>Desplazar a la i&amp;zquierda</translation>
    </message>
    <message>
        <source>Compare &amp;with the original</source>
        <translation>Comparar con el &amp;original</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Ir a</translation>
    </message>
    <message>
        <source>Go to the &amp;timeline</source>
        <translation>Ir a la &amp;línea de tiempo</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show or &amp;hide panels</source>
        <translation>Mostrar u ocultar pa&amp;neles</translation>
    </message>
    <message>
        <source>Go to &amp;What if</source>
        <translation>Ir a ¿&amp;Y si…?</translation>
    </message>
    <message>
        <source>&amp;What if</source>
        <translation>¿&amp;Y si…?</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Go to &amp;Inspector</source>
        <translation>Ir al &amp;Inspector</translation>
    </message>
    <message>
        <source>&amp;Inspector</source>
        <translation>&amp;Inspector</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Go to &amp;Events</source>
        <translation>Ir a &amp;Eventos</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Eventos</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Go to &amp;Notes</source>
        <translation>Ir a &amp;Notas</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notas</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Go to &amp;Lesson</source>
        <translation>Ir a la Le&amp;cción</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>Le&amp;cción</translation>
    </message>
    <message>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <source>Go to Time&amp;out explorer</source>
        <translation>Ir al Explorador de tiempos de es&amp;pera</translation>
    </message>
    <message>
        <source>&amp;Timeout explorer</source>
        <translation>E&amp;xplorador de tiempos de espera</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Reset the la&amp;yout</source>
        <translation>Re&amp;stablecer la disposición</translation>
    </message>
    <message>
        <source>Prac&amp;tice</source>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <source>%L1%</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;No recent sessions</source>
        <translation>&amp;No hay sesiones recientes</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Pick the choice with that number (a lesson&apos;s question, or a practice question while the practice panel is in front)</source>
        <translation>Elige la respuesta con ese número (en una pregunta de la lección, o en una pregunta de práctica mientras el panel Práctica está delante)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Practice panel: answer, or after an answer the next question</source>
        <translation>Práctica: responder o, tras responder, pasar a la siguiente pregunta</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
</context>
<context>
    <name>inflight::NotesPanel</name>
    <message>
        <source>Add note at playhead…</source>
        <translation>Añadir una nota en el cabezal…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>No notes yet. Right-click the timeline or press Add note…</source>
        <translation>Aún no hay notas. Haz clic con el botón derecho en la línea de tiempo o pulsa Añadir una nota…</translation>
    </message>
    <message>
        <source>Pin a note to the event at the playhead, or to the moment</source>
        <translation>Fijar una nota al evento del cabezal de reproducción, o al momento</translation>
    </message>
    <message>
        <source>Remove the selected note (Delete)</source>
        <translation>Quitar la nota seleccionada (Supr)</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(sin texto)</translation>
    </message>
    <message>
        <source> (not in this run)</source>
        <translation> (no está en esta ejecución)</translation>
    </message>
    <message>
        <source>t=%1 s</source>
        <translation>t=%1 s</translation>
    </message>
</context>
<context>
    <name>inflight::Playback</name>
    <message numerus="yes">
        <source>before the first event (%Ln events in all)</source>
        <translation>
            <numerusform>antes del primer evento (%Ln evento en total)</numerusform>
            <numerusform>antes del primer evento (%Ln eventos en total)</numerusform>
        </translation>
    </message>
    <message>
        <source>event %1 of %2: %3</source>
        <translation>evento %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>inflight::PlaybackAnnouncer</name>
    <message>
        <source>%1 (playing)</source>
        <translation>%1 (reproduciendo)</translation>
    </message>
</context>
<context>
    <name>inflight::PracticePanel</name>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>&amp;Mixed: every topic</source>
        <translation>&amp;Mezclados: todos los temas</translation>
    </message>
    <message>
        <source>Mixed: every topic</source>
        <translation>Mezclados: todos los temas</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveles mezclados</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <source>Keys 1-9 pick a choice; Enter answers</source>
        <translation>Las teclas 1-9 eligen una opción; Intro responde</translation>
    </message>
    <message>
        <source>Open the &amp;lesson</source>
        <translation>Abrir la &amp;lección</translation>
    </message>
    <message>
        <source>Show the deciding &amp;moment</source>
        <translation>Mostrar el &amp;momento decisivo</translation>
    </message>
    <message>
        <source>Ne&amp;xt question →</source>
        <translation>Pregunta si&amp;guiente →</translation>
    </message>
    <message>
        <source>Another question, on the topic the scheduler chooses (Enter after an answer)</source>
        <translation>Otra pregunta, sobre el tema que elige el planificador (Intro después de responder)</translation>
    </message>
    <message>
        <source>Pick an answer first (keys 1-9), then press Enter.</source>
        <translation>Elige primero una respuesta (teclas 1-9) y luego pulsa Intro.</translation>
    </message>
    <message>
        <source>Pick topics and a level; the first question comes when the panel is shown.</source>
        <translation>Elige temas y un nivel; la primera pregunta llega cuando se muestra el panel.</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <extracomment>The question box&apos;s title: the topic, and the level from 1 to 3.</extracomment>
        <translation>%1 · nivel %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✓ Right.&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✓ Correcto.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✗ Not quite:&lt;/b&gt; the answer is %2, marked ✓.</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✗ No exactamente:&lt;/b&gt; la respuesta es %2, marcada con ✓.</translation>
    </message>
    <message>
        <source>Your answer is what someone gets who %1.</source>
        <translation>Tu respuesta es la de quien %1.</translation>
    </message>
    <message>
        <source>Source: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Fuente: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the &amp;lesson: %1</source>
        <translation>Abrir la &amp;lección: %1</translation>
    </message>
    <message>
        <source>Open the lesson that teaches it: %1</source>
        <translation>Abrir la lección que lo enseña: %1</translation>
    </message>
    <message>
        <source>Answered: %1 · streak: %2 (best %3)</source>
        <translation>Respondidas: %1 · racha: %2 (mejor %3)</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>Not practised yet.</source>
        <translation>Aún sin practicar.</translation>
    </message>
    <message>
        <source>%1 right of %2; box %3 of %4 (box 1 comes back soonest).</source>
        <translation>%1 correctas de %2; caja %3 de %4 (la caja 1 vuelve antes).</translation>
    </message>
    <message>
        <source>Loads the question&apos;s run and plays it up to the moment that decides the answer</source>
        <translation>Carga la ejecución de la pregunta y la reproduce hasta el momento que decide la respuesta</translation>
    </message>
</context>
<context>
    <name>inflight::QuizExportDialog</name>
    <message>
        <source>Export a practice quiz</source>
        <translation>Exportar un cuestionario de práctica</translation>
    </message>
    <message>
        <source>Practice questions as a quiz to print, one variant per student (the same topics in the same order, other numbers), and its answer key with a timeline for each answer. The same seed gives the same files.</source>
        <translation>Preguntas de práctica como cuestionario para imprimir, una variante por estudiante (los mismos temas en el mismo orden, otros números), y sus soluciones con una línea de tiempo para cada respuesta. La misma semilla da los mismos archivos.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>The topics the questions are drawn from; none ticked: every topic.</source>
        <translation>Los temas de los que se sacan las preguntas; ninguno marcado: todos los temas.</translation>
    </message>
    <message>
        <source>&amp;Topics</source>
        <translation>&amp;Temas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mezclado</translation>
    </message>
    <message>
        <source>Level %L1</source>
        <translation>Nivel %L1</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Nivel</translation>
    </message>
    <message>
        <source>Questions per student</source>
        <translation>Preguntas por estudiante</translation>
    </message>
    <message>
        <source>&amp;Questions per student</source>
        <translation>&amp;Preguntas por estudiante</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&amp;Variants (students)</source>
        <translation>&amp;Variantes (estudiantes)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Se&amp;milla</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>P&amp;apel</translation>
    </message>
    <message>
        <source>Quiz file</source>
        <translation>Archivo del cuestionario</translation>
    </message>
    <message>
        <source>Browse for the quiz file</source>
        <translation>Buscar el archivo del cuestionario</translation>
    </message>
    <message>
        <source>Q&amp;uiz (PDF)</source>
        <translation>C&amp;uestionario (PDF)</translation>
    </message>
    <message>
        <source>Answer key file</source>
        <translation>Archivo de soluciones</translation>
    </message>
    <message>
        <source>Browse for the answer key file</source>
        <translation>Buscar el archivo de soluciones</translation>
    </message>
    <message>
        <source>&amp;Answer key (PDF)</source>
        <translation>S&amp;oluciones (PDF)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The quiz and its answer key would be the same file.</source>
        <translation>El cuestionario y sus soluciones serían el mismo archivo.</translation>
    </message>
    <message>
        <source>Drawing the questions…</source>
        <translation>Dibujando las preguntas…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Writing variant pages %L1 of %L2…</source>
        <translation>Escribiendo las páginas de la variante %L1 de %L2…</translation>
    </message>
    <message>
        <source>The quiz was not exported</source>
        <translation>No se exportó el cuestionario</translation>
    </message>
    <message>
        <source>On the command line: --topic %1</source>
        <translation>En la línea de comandos: --topic %1</translation>
    </message>
</context>
<context>
    <name>inflight::RunProgressDialog</name>
    <message>
        <source>Simulating</source>
        <translation>Simulando</translation>
    </message>
    <message>
        <source>Simulating the run...</source>
        <translation>Simulando la ejecución...</translation>
    </message>
    <message>
        <source>Simulating the run: t = %1 s of %2 s.
Cancel keeps the run shown before.</source>
        <translation>Simulando la ejecución: t = %1 s de %2 s.
Cancelar conserva la ejecución mostrada antes.</translation>
    </message>
    <message>
        <source>The run was cancelled; the previous run is still shown.</source>
        <translation>Se canceló la ejecución; se sigue mostrando la ejecución anterior.</translation>
    </message>
</context>
<context>
    <name>inflight::ScenarioDocument</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1: its run was cancelled; nothing was changed.</source>
        <translation>%1: se canceló su ejecución; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be set to %2: %3</source>
        <translation>No se puede poner %1 a %2: %3</translation>
    </message>
    <message>
        <source>The run was cancelled; nothing was changed.</source>
        <translation>Se canceló la ejecución; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>no edits</source>
        <translation>sin ediciones</translation>
    </message>
    <message>
        <source>A run is still being simulated; wait for it or cancel it.</source>
        <translation>Todavía se está simulando una ejecución; espera a que termine o cancélala.</translation>
    </message>
    <message>
        <source>This run is a recording of real SQS clients: it has no scenario to edit.</source>
        <translation>Esta ejecución es una grabación de clientes SQS reales: no tiene ningún escenario que editar.</translation>
    </message>
    <message>
        <source>the run was cancelled; no edit was made again</source>
        <translation>se canceló la ejecución; no se volvió a hacer ninguna edición</translation>
    </message>
</context>
<context>
    <name>inflight::ScrubBar</name>
    <message>
        <source>Drag to scrub through the run; a tick marks every event</source>
        <translation>Arrastra para recorrer la ejecución; una marca señala cada evento</translation>
    </message>
</context>
<context>
    <name>inflight::ScrubBarAccessible</name>
    <message>
        <source>t = %1 s of %2 s</source>
        <translation>t = %1 s de %2 s</translation>
    </message>
    <message>
        <source>Playhead</source>
        <translation>Cabezal de reproducción</translation>
    </message>
</context>
<context>
    <name>inflight::SessionController</name>
    <message>
        <source>The original&apos;s run was cancelled; nothing was changed.</source>
        <translation>Se canceló la ejecución del original; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>the original</source>
        <translation>el original</translation>
    </message>
    <message>
        <source>Not every edit could be made again: %1.</source>
        <translation>No se pudieron volver a hacer todas las ediciones: %1.</translation>
    </message>
    <message>
        <source>The lesson has changed since this session was saved (version %1 then, %2 now); its steps and answers may not match.</source>
        <translation>La lección ha cambiado desde que se guardó esta sesión (entonces versión %1, ahora %2); puede que sus pasos y respuestas no coincidan.</translation>
    </message>
    <message>
        <source>The run it was compared with cannot be shown: %1</source>
        <translation>No se puede mostrar la ejecución con la que se comparó: %1</translation>
    </message>
    <message>
        <source>This session was saved by Inflight %1, whose run of it was different. What you see is this version&apos;s run; your edits, notes and progress are kept.</source>
        <translation>Esta sesión se guardó con Inflight %1, cuya ejecución de ella era distinta. Lo que ves es la ejecución de esta versión; se conservan tus ediciones, notas y progreso.</translation>
    </message>
    <message>
        <source>(an unknown version)</source>
        <translation>(una versión desconocida)</translation>
    </message>
    <message>
        <source>The recovery folder %1 cannot be created.</source>
        <translation>No se puede crear la carpeta de recuperación %1.</translation>
    </message>
    <message>
        <source>The recovery copy %1 is in use.</source>
        <translation>La copia de recuperación %1 está en uso.</translation>
    </message>
</context>
<context>
    <name>inflight::SessionLibrary</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>%1 is not a library (%2)</source>
        <translation>%1 no es una biblioteca (%2)</translation>
    </message>
    <message>
        <source>%1 is not Inflight&apos;s library</source>
        <translation>%1 no es la biblioteca de Inflight</translation>
    </message>
    <message>
        <source>%1 is damaged</source>
        <translation>%1 está dañada</translation>
    </message>
    <message>
        <source>%1 has no format version</source>
        <translation>%1 no tiene versión de formato</translation>
    </message>
    <message>
        <source>%1 is from a newer Inflight (format %2)</source>
        <translation>%1 es de un Inflight más reciente (formato %2)</translation>
    </message>
    <message>
        <source>%1 cannot be brought up to date (%2)</source>
        <translation>%1 no se puede actualizar (%2)</translation>
    </message>
</context>
<context>
    <name>inflight::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  o  </translation>
    </message>
</context>
<context>
    <name>inflight::SqsEndpoint</name>
    <message>
        <source>Inflight answers requests for this machine only, not for the host %1: start it with --allow-host to add that name.</source>
        <translation>Inflight solo responde a solicitudes para este equipo, no para el host %1: inícialo con --allow-host para añadir ese nombre.</translation>
    </message>
    <message>
        <source>another site</source>
        <translation>otro sitio</translation>
    </message>
    <message>
        <source>Inflight does not answer web pages (this request came from %1): start it with --allow-origin ORIGIN to let a page of yours in.</source>
        <translation>Inflight no responde a páginas web (esta solicitud vino de %1): inícialo con --allow-origin ORIGIN para dejar entrar a una página tuya.</translation>
    </message>
</context>
<context>
    <name>inflight::StageAccessible</name>
    <message>
        <source>Stage</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>%L1 visible, %L2 in flight, %L3 delayed</source>
        <translation>%L1 visibles, %L2 en tránsito, %L3 retrasados</translation>
    </message>
    <message numerus="yes">
        <source>; %Ln more not drawn</source>
        <translation>
            <numerusform>; %Ln más sin dibujar</numerusform>
            <numerusform>; %Ln más sin dibujar</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead-letter queue %1</source>
        <translation>Cola de mensajes fallidos %1</translation>
    </message>
    <message>
        <source>Queue %1</source>
        <translation>Cola %1</translation>
    </message>
    <message>
        <source>Latest: %1</source>
        <translation>Lo último: %1</translation>
    </message>
    <message>
        <source>keys: %L1, side effects: %L2, duplicates among them: %L3</source>
        <translation>claves: %L1, efectos secundarios: %L2, duplicados entre ellos: %L3</translation>
    </message>
    <message>
        <source>nothing %1 yet</source>
        <translation>nada %1 aún</translation>
    </message>
    <message>
        <source>%1 once</source>
        <translation>%1 una vez</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln times: a duplicate side effect</source>
        <translation>
            <numerusform>%1 %Ln vez: un efecto secundario duplicado</numerusform>
            <numerusform>%1 %Ln veces: un efecto secundario duplicado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %Ln repeats skipped</source>
        <translation>
            <numerusform>; %Ln repetición omitida</numerusform>
            <numerusform>; %Ln repeticiones omitidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its queue, workers and services.</source>
        <translation>Aún no hay ejecución: abre un escenario para ver su cola, sus workers y sus servicios.</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>En %1: %2.</translation>
    </message>
    <message>
        <source>%1 and %2: %3, double processing.</source>
        <translation>%1 y %2: %3, procesamiento doble.</translation>
    </message>
    <message>
        <source>%1: %2, hidden until %3.</source>
        <translation>%1: %2, oculto hasta %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more messages in flight.</source>
        <translation>
            <numerusform>%Ln mensaje más en tránsito.</numerusform>
            <numerusform>%Ln mensajes más en tránsito.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more workers busy or down.</source>
        <translation>
            <numerusform>%Ln worker más ocupado o caído.</numerusform>
            <numerusform>%Ln workers más ocupados o caídos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 visible, %L3 in flight, %L4 delayed.</source>
        <translation>%1: %L2 visibles, %L3 en tránsito, %L4 retrasados.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln duplicate side effects.</source>
        <translation>
            <numerusform>%1: %Ln efecto secundario duplicado.</numerusform>
            <numerusform>%1: %Ln efectos secundarios duplicados.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::StageView</name>
    <message>
        <source>lease expired</source>
        <translation>préstamo caducado</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>caducado</translation>
    </message>
    <message>
        <source>received %1</source>
        <translation>recibido %1</translation>
    </message>
    <message>
        <source>moved to the DLQ</source>
        <translation>movido a la DLQ</translation>
    </message>
    <message>
        <source>to the DLQ</source>
        <translation>a la DLQ</translation>
    </message>
    <message>
        <source>both processing %1</source>
        <translation>ambos procesan %1</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>in flight: hidden, still in the queue</source>
        <translation>en tránsito: oculto, aún en la cola</translation>
    </message>
    <message>
        <source>lent to a worker</source>
        <translation>prestado a un worker</translation>
    </message>
    <message>
        <source>time left to delete</source>
        <translation>tiempo restante para eliminar</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>delete did nothing</source>
        <translation>la eliminación no hizo nada</translation>
    </message>
    <message>
        <source>duplicate effect</source>
        <translation>efecto duplicado</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>dead-letter queue</source>
        <translation>cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>FIFO queue</source>
        <translation>cola FIFO</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>cola</translation>
    </message>
    <message>
        <source>after %1 receives from %2</source>
        <translation>tras %1 recepciones de %2</translation>
    </message>
    <message>
        <source>visibility timeout %1 s</source>
        <translation>tiempo de espera de visibilidad %1 s</translation>
    </message>
    <message>
        <source>%1 visible</source>
        <translation>%1 visibles</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 en tránsito</translation>
    </message>
    <message>
        <source>%1 delayed</source>
        <translation>%1 retrasados</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 más</translation>
    </message>
    <message>
        <source>nothing %1 yet</source>
        <translation>nada %1 aún</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 omitidos</translation>
    </message>
    <message>
        <source>%1 twice!</source>
        <translation>¡%1 dos veces!</translation>
    </message>
    <message>
        <source>%1 %2 times!</source>
        <translation>¡%1 %2 veces!</translation>
    </message>
    <message>
        <source>+1 more key</source>
        <translation>+1 clave más</translation>
    </message>
    <message>
        <source>+%1 more keys</source>
        <translation>+%1 claves más</translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its queue, workers and services.</source>
        <translation>Aún no hay ejecución: abre un escenario para ver su cola, sus workers y sus servicios.</translation>
    </message>
    <message>
        <source>not restarted</source>
        <translation>no se reinicia</translation>
    </message>
    <message>
        <source>restarts at %1</source>
        <translation>se reinicia en %1</translation>
    </message>
    <message>
        <source>processing %1</source>
        <translation>procesa %1</translation>
    </message>
    <message>
        <source>holds it until %1</source>
        <translation>lo retiene hasta %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>next in its batch</source>
        <translation>el siguiente de su lote</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>polling for a batch</source>
        <translation>sondea un lote</translation>
    </message>
    <message>
        <source>long poll for messages</source>
        <translation>sondeo largo de mensajes</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactivo</translation>
    </message>
    <message>
        <source>polls again soon</source>
        <translation>sondea de nuevo en breve</translation>
    </message>
    <message>
        <source>both on %1</source>
        <translation>ambos con %1</translation>
    </message>
    <message>
        <source>lease lost!</source>
        <translation>¡préstamo perdido!</translation>
    </message>
    <message>
        <source>CRASHED</source>
        <translation>CAÍDO</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ocupado</translation>
    </message>
    <message>
        <source>handle %1</source>
        <translation>id. %1</translation>
    </message>
    <message>
        <source>stale: %1</source>
        <translation>obsoleto: %1</translation>
    </message>
    <message>
        <source>gone (%1)</source>
        <translation>desaparecido (%1)</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>ningún mensaje</translation>
    </message>
    <message>
        <source>abandoned: back at %1</source>
        <translation>abandonado: vuelve en %1</translation>
    </message>
    <message>
        <source>hidden until %1</source>
        <translation>oculto hasta %1</translation>
    </message>
    <message>
        <source> · +%1 held</source>
        <translation> · +%1 retenidos</translation>
    </message>
    <message>
        <source>lease expired: %1 has it</source>
        <translation>préstamo caducado: lo tiene %1</translation>
    </message>
    <message>
        <source>lease expired: visible again</source>
        <translation>préstamo caducado: visible de nuevo</translation>
    </message>
    <message>
        <source>already deleted</source>
        <translation>ya eliminado</translation>
    </message>
    <message>
        <source>%1 deleted it</source>
        <translation>lo eliminó %1</translation>
    </message>
    <message>
        <source>+%1 more workers</source>
        <translation>+%1 workers más</translation>
    </message>
    <message>
        <source>delayed until %1</source>
        <translation>visible desde %1</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>hidden till %1</source>
        <translation>oculto hasta %1</translation>
    </message>
    <message numerus="yes">
        <source>received %Ln time(s)</source>
        <translation>
            <numerusform>recibido %Ln vez</numerusform>
            <numerusform>recibido %Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>visible again</source>
        <translation>visible de nuevo</translation>
    </message>
    <message>
        <source>side effects</source>
        <translation>efectos secundarios</translation>
    </message>
    <message>
        <source>the clients&apos; own: not on the SQS wire</source>
        <translation>los de los clientes: no pasan por la conexión de SQS</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>visto</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>realiza el efecto secundario</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>efectuado</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s), %1 in all</source>
        <translation>
            <numerusform>%Ln clave, %1 en total</numerusform>
            <numerusform>%Ln claves, %1 en total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s)</source>
        <translation>
            <numerusform>%Ln vez</numerusform>
            <numerusform>%Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>heartbeat: %1 hidden until %2</source>
        <translation>latido: %1 oculto hasta %2</translation>
    </message>
    <message>
        <source>backoff: %1 back in %2 s</source>
        <translation>retroceso: %1 vuelve en %2 s</translation>
    </message>
    <message>
        <source>retry now: %1 visible again</source>
        <translation>reintento ya: %1 visible de nuevo</translation>
    </message>
    <message>
        <source>deleted %1 with the old handle %2</source>
        <translation>eliminó %1 con el identificador antiguo %2</translation>
    </message>
    <message>
        <source>deleted %1</source>
        <translation>eliminó %1</translation>
    </message>
    <message>
        <source>stale handle %1: nothing deleted</source>
        <translation>identificador obsoleto %1: no se eliminó nada</translation>
    </message>
    <message>
        <source>%1 already gone: nothing deleted</source>
        <translation>%1 ya no estaba: no se eliminó nada</translation>
    </message>
    <message>
        <source>delete refused: handle %1 has expired</source>
        <translation>eliminación rechazada: el identificador %1 ha caducado</translation>
    </message>
    <message>
        <source>delete of %1 refused</source>
        <translation>eliminación de %1 rechazada</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 AGAIN</source>
        <translation>%1 %2 OTRA VEZ</translation>
    </message>
    <message>
        <source>%1 already %2: skipped</source>
        <translation>%1 ya %2: omitido</translation>
    </message>
    <message>
        <source>%1 failed, not deleted</source>
        <translation>%1 falló, no se eliminó</translation>
    </message>
    <message>
        <source>%1 throttled: retrying</source>
        <translation>%1 limitado: se reintenta</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>reiniciado</translation>
    </message>
    <message>
        <source>receive refused: %1</source>
        <translation>recepción rechazada: %1</translation>
    </message>
    <message numerus="yes">
        <source>received %Ln message(s): %1</source>
        <translation>
            <numerusform>recibió %Ln mensaje: %1</numerusform>
            <numerusform>recibió %Ln mensajes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>holds %Ln message(s)</source>
        <translation>
            <numerusform>retiene %Ln mensaje</numerusform>
            <numerusform>retiene %Ln mensajes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::SummaryPanel</name>
    <message>
        <source>Business key</source>
        <translation>Clave de negocio</translation>
    </message>
    <message>
        <source>Side effects</source>
        <translation>Efectos secundarios</translation>
    </message>
    <message>
        <source>Every side effect per business key; click a key to select its message</source>
        <translation>Todos los efectos secundarios por clave de negocio; haz clic en una clave para seleccionar su mensaje</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>Ningún escenario</translation>
    </message>
    <message>
        <source>The scenario cannot run: %1</source>
        <translation>El escenario no puede ejecutarse: %1</translation>
    </message>
    <message>
        <source>✓ Every key effected exactly once</source>
        <translation>✓ Cada clave se efectuó exactamente una vez</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>1 ✓</source>
        <translation>1 ✓</translation>
    </message>
    <message>
        <source>t=%1 by %2</source>
        <translation>t=%1 por %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Send to first effect: p50 %1 s, p99 %2 s, max %3 s</source>
        <translation>&lt;br&gt;Del envío al primer efecto: p50 %1 s, p99 %2 s, máx. %3 s</translation>
    </message>
    <message>
        <source>No message held by two clients at once</source>
        <translation>Ningún mensaje estuvo en manos de dos clientes a la vez</translation>
    </message>
    <message>
        <source>A message was held by two clients at once</source>
        <translation>Un mensaje estuvo en manos de dos clientes a la vez</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %Ln more key(s) effected more than once)</source>
        <translation>
            <numerusform>%1 (y %Ln clave más efectuada más de una vez)</numerusform>
            <numerusform>%1 (y %Ln claves más efectuadas más de una vez)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) lost: never effected, and in no queue any more</source>
        <translation>
            <numerusform>%Ln clave perdida: nunca se efectuó y ya no está en ninguna cola</numerusform>
            <numerusform>%Ln claves perdidas: nunca se efectuaron y ya no están en ninguna cola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln key(s) effected so far</source>
        <translation>
            <numerusform>efectuadas hasta ahora: %L1 de %Ln clave</numerusform>
            <numerusform>efectuadas hasta ahora: %L1 de %Ln claves</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 ✗ duplicate</source>
        <translation>%L1 ✗ duplicado</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more key(s)</source>
        <translation>
            <numerusform>… %Ln clave más</numerusform>
            <numerusform>… %Ln claves más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; sent</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; enviado</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; enviados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%L1&lt;/b&gt; of %Ln key(s) effected</source>
        <translation>
            <numerusform>efectuadas: &lt;b&gt;%L1&lt;/b&gt; de %Ln clave</numerusform>
            <numerusform>efectuadas: &lt;b&gt;%L1&lt;/b&gt; de %Ln claves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; duplicate effect(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; efecto duplicado</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; efectos duplicados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; lost</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; perdida</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; perdidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; to the dead-letter queue</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; a la cola de mensajes fallidos</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; a la cola de mensajes fallidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; receive(s) (%L1 empty)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; recepción (vacías: %L1)</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; recepciones (vacías: %L1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; billed request(s), $%L1 at list price</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; solicitud facturada, %L1&#xa0;US$ a precio de tarifa</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; solicitudes facturadas, %L1&#xa0;US$ a precio de tarifa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s) a message was held by two clients at once</source>
        <translation>
            <numerusform>%Ln vez un mensaje estuvo en manos de dos clientes a la vez</numerusform>
            <numerusform>%Ln veces un mensaje estuvo en manos de dos clientes a la vez</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1&lt;/b&gt; sent · &lt;b&gt;%L2&lt;/b&gt; receives (%L3 empty) · &lt;b&gt;%L4&lt;/b&gt; to the dead-letter queue · &lt;b&gt;%L5&lt;/b&gt; requests&lt;br&gt;Side effects are not on the SQS wire: the clients&apos; own ledger says what they did.</source>
        <translation>&lt;b&gt;%L1&lt;/b&gt; enviados · &lt;b&gt;%L2&lt;/b&gt; recepciones (%L3 vacías) · &lt;b&gt;%L4&lt;/b&gt; a la cola de mensajes fallidos · &lt;b&gt;%L5&lt;/b&gt; solicitudes&lt;br&gt;Los efectos secundarios no pasan por la conexión de SQS: el registro propio de los clientes dice lo que hicieron.</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineAccessible</name>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its messages and workers over time.</source>
        <translation>Aún no hay ejecución: abre un escenario para ver sus mensajes y sus workers a lo largo del tiempo.</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>En %1: %2.</translation>
    </message>
    <message>
        <source>Showing t=%1 to t=%2 s of a run that ends at t=%3 s.</source>
        <translation>Se muestra de t=%1 a t=%2 s de una ejecución que termina en t=%3 s.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lanes: %L1 for messages, %L2 for workers, %L3 for the side effects.</source>
        <translation>
            <numerusform>%Ln carril: %L1 para mensajes, %L2 para workers, %L3 para los efectos secundarios.</numerusform>
            <numerusform>%Ln carriles: %L1 para mensajes, %L2 para workers, %L3 para los efectos secundarios.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 both process %3 from %4 to %5: double processing.</source>
        <translation>%1 y %2 procesan ambos %3 de %4 a %5: procesamiento doble.</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineExportDialog</name>
    <message>
        <source>Export the timeline</source>
        <translation>Exportar la línea de tiempo</translation>
    </message>
    <message>
        <source>A line under the picture, for a slide or a handout</source>
        <translation>Una línea bajo la imagen, para una diapositiva o una hoja de ejercicios</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>Toda la ejecución</translation>
    </message>
    <message>
        <source>The visible range</source>
        <translation>El intervalo visible</translation>
    </message>
    <message>
        <source>1× (1600 × 900)</source>
        <translation>1× (1600 × 900)</translation>
    </message>
    <message>
        <source>2× (3200 × 1800)</source>
        <translation>2× (3200 × 1800)</translation>
    </message>
    <message>
        <source>3× (4800 × 2700)</source>
        <translation>3× (4800 × 2700)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Pie de imagen</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervalo</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>Escala del PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Imagen vectorial SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The timeline was not exported</source>
        <translation>No se exportó la línea de tiempo</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineLanesAccessible</name>
    <message>
        <source>Lanes</source>
        <translation>Carriles</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln lanes on screen. F fits the whole run, W and S zoom, A and D pan, Shift and the wheel scroll the lanes.</source>
        <translation>
            <numerusform>%L1 de %Ln carril en pantalla. F ajusta toda la ejecución, W y S hacen zoom, A y D desplazan, Mayús y la rueda recorren los carriles.</numerusform>
            <numerusform>%L1 de %Ln carriles en pantalla. F ajusta toda la ejecución, W y S hacen zoom, A y D desplazan, Mayús y la rueda recorren los carriles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimelineView</name>
    <message>
        <source>Fit both runs</source>
        <translation>Ajustar ambas ejecuciones</translation>
    </message>
    <message>
        <source>Add note here…</source>
        <translation>Añadir una nota aquí…</translation>
    </message>
    <message>
        <source>Edit note…</source>
        <translation>Editar la nota…</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>Quitar la nota</translation>
    </message>
    <message>
        <source> ×%L1</source>
        <translation> ×%L1</translation>
    </message>
    <message>
        <source>to the DLQ</source>
        <translation>a la DLQ</translation>
    </message>
    <message>
        <source>DLQ</source>
        <translation>DLQ</translation>
    </message>
    <message>
        <source>deadline %1 s →</source>
        <translation>plazo %1 s →</translation>
    </message>
    <message>
        <source>double processing %1</source>
        <translation>procesamiento doble %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1, %2</source>
        <translation>
            <numerusform>%Ln procesamiento doble de %1, %2</numerusform>
            <numerusform>%Ln procesamientos dobles de %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages), %2</source>
        <translation>
            <numerusform>%Ln procesamiento doble (%L1 mensajes), %2</numerusform>
            <numerusform>%Ln procesamientos dobles (%L1 mensajes), %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1</source>
        <translation>
            <numerusform>%Ln procesamiento doble de %1</numerusform>
            <numerusform>%Ln procesamientos dobles de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages)</source>
        <translation>
            <numerusform>%Ln procesamiento doble (%L1 mensajes)</numerusform>
            <numerusform>%Ln procesamientos dobles (%L1 mensajes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s)</source>
        <translation>
            <numerusform>%Ln procesamiento doble</numerusform>
            <numerusform>%Ln procesamientos dobles</numerusform>
        </translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>tiempo (s)</translation>
    </message>
    <message>
        <source>time (min:s)</source>
        <translation>tiempo (min:s)</translation>
    </message>
    <message>
        <source>time (h:min)</source>
        <translation>tiempo (h:min)</translation>
    </message>
    <message>
        <source>Inflight timeline</source>
        <translation>Línea de tiempo de Inflight</translation>
    </message>
    <message>
        <source>%1 (the first at t=%2, the last at t=%3)</source>
        <translation>%1 (el primero en t=%2, el último en t=%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %Ln more key(s) effected more than once.</source>
        <translation>
            <numerusform>%1; y %Ln clave más efectuada más de una vez.</numerusform>
            <numerusform>%1; y %Ln claves más efectuadas más de una vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every key was effected at most once.</source>
        <translation>Cada clave se efectuó como máximo una vez.</translation>
    </message>
    <message>
        <source>Scenario %1, seed %2, t = %3 to %4 s.</source>
        <translation>Escenario %1, semilla %2, t = %3 a %4 s.</translation>
    </message>
    <message>
        <source>the run before</source>
        <translation>la ejecución anterior</translation>
    </message>
    <message>
        <source>the run after</source>
        <translation>la ejecución posterior</translation>
    </message>
    <message>
        <source>The compared run used seed %1.</source>
        <translation>La ejecución comparada usó la semilla %1.</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Antes: %1</translation>
    </message>
    <message>
        <source>After: %1</source>
        <translation>Después: %1</translation>
    </message>
    <message>
        <source>Made with Inflight</source>
        <translation>Hecho con Inflight</translation>
    </message>
    <message>
        <source>the picture must be between %1 and %2 pixels on each side, not %3x%4</source>
        <translation>la imagen debe medir entre %1 y %2 píxeles por lado, no %3x%4</translation>
    </message>
    <message>
        <source>the scale must be between %L1 and %L2, not %L3</source>
        <translation>la escala debe estar entre %L1 y %L2, no %L3</translation>
    </message>
    <message>
        <source>%1x%2 at scale %L3 is too many pixels</source>
        <translation>%1x%2 a escala %L3 son demasiados píxeles</translation>
    </message>
    <message>
        <source>there is no run to draw</source>
        <translation>no hay ninguna ejecución que dibujar</translation>
    </message>
    <message>
        <source>the time window must lie within 0 to %L1 s (15 days), not %L2 s to %L3 s</source>
        <translation>la ventana de tiempo debe estar entre 0 y %L1 s (15 días), no de %L2 s a %L3 s</translation>
    </message>
    <message>
        <source>the time window is empty: from %1 s to %2 s (the run ends at %3 s)</source>
        <translation>la ventana de tiempo está vacía: de %1 s a %2 s (la ejecución termina en %3 s)</translation>
    </message>
    <message>
        <source>cannot export the timeline to %1: %2</source>
        <translation>no se puede exportar la línea de tiempo a %1: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se ha indicado ningún nombre de archivo</translation>
    </message>
    <message>
        <source>unknown format: no extension (use .png, .svg or .pdf)</source>
        <translation>formato desconocido: sin extensión (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use .png, .svg or .pdf)</source>
        <translation>formato desconocido “%1” (usa .png, .svg o .pdf)</translation>
    </message>
    <message>
        <source>the PNG encoder failed (%1)</source>
        <translation>el codificador PNG falló (%1)</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>no se pudo iniciar el generador de PDF</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln mensaje</numerusform>
            <numerusform>%Ln mensajes</numerusform>
        </translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>visible (waiting)</source>
        <translation>visible (esperando)</translation>
    </message>
    <message>
        <source>in flight (lent to a consumer)</source>
        <translation>en tránsito (prestado a un consumidor)</translation>
    </message>
    <message>
        <source>visibility deadline</source>
        <translation>plazo de visibilidad</translation>
    </message>
    <message>
        <source>in the dead-letter queue</source>
        <translation>en la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>expired, purged or redriven</source>
        <translation>caducado, purgado o redireccionado</translation>
    </message>
    <message>
        <source>processing</source>
        <translation>procesamiento</translation>
    </message>
    <message>
        <source>heartbeat (deadline extended)</source>
        <translation>latido (plazo ampliado)</translation>
    </message>
    <message>
        <source>backoff (the retry&apos;s deadline set)</source>
        <translation>retroceso (plazo del reintento fijado)</translation>
    </message>
    <message>
        <source>delete with a stale handle</source>
        <translation>eliminación con un identificador obsoleto</translation>
    </message>
    <message>
        <source>delete of a gone message</source>
        <translation>eliminación de un mensaje que ya no está</translation>
    </message>
    <message>
        <source>delete refused (error)</source>
        <translation>eliminación rechazada (error)</translation>
    </message>
    <message>
        <source>side effect</source>
        <translation>efecto secundario</translation>
    </message>
    <message>
        <source>duplicate side effect</source>
        <translation>efecto secundario duplicado</translation>
    </message>
    <message>
        <source>skipped (idempotent)</source>
        <translation>omitido (idempotente)</translation>
    </message>
    <message>
        <source>processing failed</source>
        <translation>procesamiento fallido</translation>
    </message>
    <message>
        <source>throttled (retried)</source>
        <translation>limitado (reintentado)</translation>
    </message>
    <message>
        <source>receive refused (error)</source>
        <translation>recepción rechazada (error)</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>caída</translation>
    </message>
    <message>
        <source>worker down</source>
        <translation>worker caído</translation>
    </message>
    <message>
        <source>double processing</source>
        <translation>procesamiento doble</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln más</numerusform>
            <numerusform>+%Ln más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln worker(s)</source>
        <translation>
            <numerusform>+%Ln worker</numerusform>
            <numerusform>+%Ln workers</numerusform>
        </translation>
    </message>
    <message>
        <source>effects</source>
        <translation>efectos</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>efectuado</translation>
    </message>
    <message>
        <source>%1 is not sent yet (sent at %2 s)</source>
        <translation>%1 aún no se ha enviado (se envía en %2 s)</translation>
    </message>
    <message>
        <source>%1 is delayed in %2 (not visible yet)</source>
        <translation>%1 está retrasado en %2 (aún no es visible)</translation>
    </message>
    <message>
        <source>%1 is in the dead-letter queue %2</source>
        <translation>%1 está en la cola de mensajes fallidos %2</translation>
    </message>
    <message>
        <source>%1 is visible in %2, waiting for a consumer</source>
        <translation>%1 está visible en %2, esperando a un consumidor</translation>
    </message>
    <message>
        <source>%1 is in flight (%2, held by %3); visibility deadline %4 s</source>
        <translation>%1 está en tránsito (%2, lo tiene %3); plazo de visibilidad %4 s</translation>
    </message>
    <message>
        <source>%1 is gone: %2 at %3 s</source>
        <translation>%1 ya no está: %2 en %3 s</translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): some are processing</source>
        <translation>
            <numerusform>%Ln worker comparte este carril (demasiados para uno cada uno): algunos están procesando</numerusform>
            <numerusform>%Ln workers comparten este carril (demasiados para uno cada uno): algunos están procesando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): none is processing</source>
        <translation>
            <numerusform>%Ln worker comparte este carril (demasiados para uno cada uno): ninguno está procesando</numerusform>
            <numerusform>%Ln workers comparten este carril (demasiados para uno cada uno): ninguno está procesando</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is processing %2 (%3, from %4 s to %5 s)</source>
        <translation>%1 está procesando %2 (%3, de %4 s a %5 s)</translation>
    </message>
    <message>
        <source>%1 is processing %2 %3 (%4, from %5 s to %6 s)</source>
        <translation>%1 está procesando %2 %3 (%4, de %5 s a %6 s)</translation>
    </message>
    <message>
        <source>%1 is down (crashed at %2 s)</source>
        <translation>%1 está caído (se cayó en %2 s)</translation>
    </message>
    <message>
        <source>%1 is idle or polling</source>
        <translation>%1 está inactivo o sondeando</translation>
    </message>
    <message>
        <source>side effects so far: %L1, of which %L2 duplicate</source>
        <translation>efectos secundarios hasta ahora: %L1, de ellos %L2 duplicados</translation>
    </message>
    <message>
        <source>t = %1 s · %2</source>
        <translation>t = %1 s · %2</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Note %L1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;hr&gt;</source>
        <translation>&lt;b&gt;Nota %L1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;hr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;t = %1 s&lt;/b&gt; (%L2 ms)</source>
        <translation>&lt;b&gt;t = %1 s&lt;/b&gt; (%L2 ms)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 s: %2</source>
        <translation>&lt;br&gt;%1 s: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;i&gt;%Ln event(s) on this lane within %1 s of here: zoom in to see each.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln evento en este carril a menos de %1 s de aquí: amplía para ver cada uno.&lt;/i&gt;</numerusform>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln eventos en este carril a menos de %1 s de aquí: amplía para ver cada uno.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;double processing:&lt;/b&gt; %1 and %2 both work on %3 from %4 s to %5 s</source>
        <translation>&lt;br&gt;&lt;b&gt;procesamiento doble:&lt;/b&gt; %1 y %2 trabajan ambos en %3 de %4 s a %5 s</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %1 from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;La banda representa aquí %Ln procesamiento doble de %1 de %2 s a %3 s: amplía para ver cada uno.</numerusform>
            <numerusform>&lt;br&gt;La banda representa aquí %Ln procesamientos dobles de %1 de %2 s a %3 s: amplía para ver cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %L1 messages from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;La banda representa aquí %Ln procesamiento doble de %L1 mensajes de %2 s a %3 s: amplía para ver cada uno.</numerusform>
            <numerusform>&lt;br&gt;La banda representa aquí %Ln procesamientos dobles de %L1 mensajes de %2 s a %3 s: amplía para ver cada uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>stale</source>
        <translation>obsoleto</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>desaparecido</translation>
    </message>
    <message>
        <source>×%L1</source>
        <translation>×%L1</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>omitido</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>limitada</translation>
    </message>
    <message>
        <source>The timeline. With the keyboard focus on it (Tab, or Ctrl+0): Left and Right step to the previous and next event, Shift+Left and Shift+Right by one frame, Home and End jump to the start and the end, + and - zoom in and out, F fits the whole run, A and D pan left and right.</source>
        <translation>La línea de tiempo. Con el foco del teclado en ella (Tab, o Ctrl+0): Izquierda y Derecha van al evento anterior y al siguiente, Mayús+Izquierda y Mayús+Derecha avanzan un fotograma, Inicio y Fin saltan al principio y al final, + y - amplían y reducen, F ajusta toda la ejecución, A y D desplazan a la izquierda y a la derecha.</translation>
    </message>
</context>
<context>
    <name>inflight::TimeoutExplorer</name>
    <message>
        <source>How long do the jobs take?</source>
        <translation>¿Cuánto tardan los trabajos?</translation>
    </message>
    <message>
        <source>Duplicates against the visibility timeout</source>
        <translation>Duplicados frente al tiempo de espera de visibilidad</translation>
    </message>
    <message>
        <source>job duration (s)</source>
        <translation>duración del trabajo (s)</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>trabajos</translation>
    </message>
    <message>
        <source>finished within the timeout</source>
        <translation>terminaron dentro del tiempo de espera</translation>
    </message>
    <message>
        <source>outlasted it (hatched)</source>
        <translation>lo superaron (rayado)</translation>
    </message>
    <message>
        <source>visibility timeout (s)</source>
        <translation>tiempo de espera de visibilidad (s)</translation>
    </message>
    <message>
        <source>slowest key&apos;s wait (s)</source>
        <translation>espera de la clave más lenta (s)</translation>
    </message>
    <message>
        <source>duplicate effects</source>
        <translation>efectos duplicados</translation>
    </message>
    <message>
        <source>lost keys</source>
        <translation>claves perdidas</translation>
    </message>
    <message>
        <source>to the dead-letter queue</source>
        <translation>a la cola de mensajes fallidos</translation>
    </message>
    <message>
        <source>slowest key: sent to first effect (right)</source>
        <translation>clave más lenta: del envío al primer efecto (derecha)</translation>
    </message>
    <message>
        <source>the run on the timeline</source>
        <translation>la ejecución de la línea de tiempo</translation>
    </message>
    <message>
        <source>Left and Right pick a timeout; Enter opens its run on the timeline</source>
        <translation>Izquierda y Derecha eligen un tiempo de espera; Intro abre su ejecución en la línea de tiempo</translation>
    </message>
    <message>
        <source>Computing… the scenario runs again with other timeouts.</source>
        <translation>Calculando… el escenario se ejecuta de nuevo con otros tiempos de espera.</translation>
    </message>
    <message>
        <source>Running the scenario with other timeouts…</source>
        <translation>Ejecutando el escenario con otros tiempos de espera…</translation>
    </message>
    <message>
        <source>Each point is this scenario run again with that visibility timeout (%1 runs). Click a point (or pick one with the arrow keys and Enter) to open its run; Ctrl+Z goes back.</source>
        <translation>Cada punto es este escenario ejecutado de nuevo con ese tiempo de espera de visibilidad (%1 ejecuciones). Haz clic en un punto (o elige uno con las teclas de flecha e Intro) para abrir su ejecución; Ctrl+Z vuelve atrás.</translation>
    </message>
    <message>
        <source>visibility timeout %1</source>
        <translation>tiempo de espera de visibilidad %1</translation>
    </message>
    <message>
        <source>no job outlasts it</source>
        <translation>ningún trabajo lo supera</translation>
    </message>
    <message>
        <source>%1 of jobs outlast it; heartbeats extend their loans</source>
        <translation>%1 de los trabajos lo superan; los latidos amplían sus préstamos</translation>
    </message>
    <message>
        <source>%1 of jobs outlast the loan</source>
        <translation>%1 de los trabajos superan el préstamo</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>mediana %1</translation>
    </message>
    <message>
        <source>The scenario does not run.</source>
        <translation>El escenario no se ejecuta.</translation>
    </message>
    <message>
        <source>No job has started in this run.</source>
        <translation>Ningún trabajo ha empezado en esta ejecución.</translation>
    </message>
    <message>
        <source>None took longer than the %1 visibility timeout.</source>
        <translation>Ninguno tardó más que el tiempo de espera de visibilidad de %1.</translation>
    </message>
    <message>
        <source>The scenario does not run, so there is nothing to sweep.</source>
        <translation>El escenario no se ejecuta, así que no hay nada que barrer.</translation>
    </message>
    <message>
        <source>This scenario has no queue whose timeout could change.</source>
        <translation>Este escenario no tiene ninguna cola cuyo tiempo de espera pueda cambiar.</translation>
    </message>
    <message>
        <source>%1 sets its own visibility timeout on every receive (%2), so the queue&apos;s timeout changes nothing: no sweep.</source>
        <translation>%1 fija su propio tiempo de espera de visibilidad en cada recepción (%2), así que el tiempo de espera de la cola no cambia nada: no hay barrido.</translation>
    </message>
    <message>
        <source>This run has %L1 events; the sweep would run it about twenty times more, so it is skipped. Change the timeout in the what-if panel instead.</source>
        <translation>Esta ejecución tiene %L1 eventos; el barrido la ejecutaría unas veinte veces más, así que se omite. En su lugar, cambia el tiempo de espera en el panel ¿Y si…?</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>por ejecución</translation>
    </message>
    <message>
        <source>Visibility timeout %1</source>
        <translation>Tiempo de espera de visibilidad %1</translation>
    </message>
    <message>
        <source>slowest key waited %1 from send to first effect</source>
        <translation>la clave más lenta esperó %1 desde el envío hasta el primer efecto</translation>
    </message>
    <message>
        <source>Click (or Enter) to open this run</source>
        <translation>Haz clic (o pulsa Intro) para abrir esta ejecución</translation>
    </message>
    <message numerus="yes">
        <source>%Ln job(s) in this run: median %1, p99 %2, slowest %3.</source>
        <translation>
            <numerusform>%Ln trabajo en esta ejecución: mediana %1, p99 %2, el más lento %3.</numerusform>
            <numerusform>%Ln trabajos en esta ejecución: mediana %1, p99 %2, el más lento %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them (%1) took longer than the %2 visibility timeout.</source>
        <translation>
            <numerusform>%Ln de ellos (%1) tardó más que el tiempo de espera de visibilidad de %2.</numerusform>
            <numerusform>%Ln de ellos (%1) tardaron más que el tiempo de espera de visibilidad de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s) in this run</source>
        <translation>
            <numerusform>%Ln efecto duplicado en esta ejecución</numerusform>
            <numerusform>%Ln efectos duplicados en esta ejecución</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s)</source>
        <translation>
            <numerusform>%Ln efecto duplicado</numerusform>
            <numerusform>%Ln efectos duplicados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln perdida</numerusform>
            <numerusform>%Ln perdidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to the dead-letter queue</source>
        <translation>
            <numerusform>%Ln a la cola de mensajes fallidos</numerusform>
            <numerusform>%Ln a la cola de mensajes fallidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TransportBar</name>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>Ir al inicio (Inicio)</translation>
    </message>
    <message>
        <source>Previous event (Left or Page Up)</source>
        <translation>Evento anterior (Izquierda o Re Pág)</translation>
    </message>
    <message>
        <source>One frame back (Shift+Left)</source>
        <translation>Un fotograma atrás (Mayús+Izquierda)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Reproducir o pausar (Espacio)</translation>
    </message>
    <message>
        <source>One frame forward (Shift+Right)</source>
        <translation>Un fotograma adelante (Mayús+Derecha)</translation>
    </message>
    <message>
        <source>Next event (Right or Page Down)</source>
        <translation>Evento siguiente (Derecha o Av Pág)</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>Ir al final (Fin)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Virtual seconds per real second ([ slower, ] faster)</source>
        <translation>Segundos virtuales por segundo real ([ más lento, ] más rápido)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Fotograma</translation>
    </message>
    <message>
        <source>How far one frame step moves (Shift+Left, Shift+Right)</source>
        <translation>Cuánto avanza un paso de fotograma (Mayús+Izquierda, Mayús+Derecha)</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>The playhead, in virtual seconds; the run ends at t = %1 s</source>
        <translation>El cabezal de reproducción, en segundos virtuales; la ejecución termina en t = %1 s</translation>
    </message>
</context>
<context>
    <name>inflight::WhatIfPanel</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>sin latido</translation>
    </message>
    <message>
        <source>no dead-letter queue</source>
        <translation>sin DLQ</translation>
    </message>
    <message>
        <source>after the side effect</source>
        <translation>después del efecto secundario</translation>
    </message>
    <message>
        <source>before processing (!)</source>
        <translation>antes de procesar (!)</translation>
    </message>
    <message>
        <source>in a batch, after processing</source>
        <translation>en un lote, después de procesar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>done record after the effect</source>
        <translation>registro de completado después del efecto</translation>
    </message>
    <message>
        <source>provider idempotency key</source>
        <translation>clave de idempotencia del proveedor</translation>
    </message>
    <message>
        <source>retry at once</source>
        <translation>reintentar enseguida</translation>
    </message>
    <message>
        <source>deletes nothing</source>
        <translation>no elimina nada</translation>
    </message>
    <message>
        <source>deletes the message</source>
        <translation>elimina el mensaje</translation>
    </message>
    <message>
        <source>Compare with the original</source>
        <translation>Comparar con el original</translation>
    </message>
    <message>
        <source>%1 What-if edits change a scenario and run it again.</source>
        <translation>%1 Las ediciones de ¿Y si…? cambian un escenario y lo vuelven a ejecutar.</translation>
    </message>
    <message>
        <source>Change a value: the run is simulated again at once. Ctrl+Z undoes.</source>
        <translation>Cambia un valor: la ejecución se simula de nuevo al instante. Ctrl+Z deshace.</translation>
    </message>
    <message>
        <source>Show the run before these edits above this one, on one time axis, with what changed and where the runs part</source>
        <translation>Mostrar la ejecución anterior a estas ediciones encima de esta, en un mismo eje de tiempo, con lo que cambió y dónde se separan las ejecuciones</translation>
    </message>
    <message>
        <source>Change a value first: then compare the edited run with the original</source>
        <translation>Cambia primero un valor: después compara la ejecución editada con la original</translation>
    </message>
</context>
<context>
    <name>serve</name>
    <message>
        <source>inflight serve: cannot record to %1: %2
</source>
        <translation>inflight serve: no se puede grabar en %1: %2
</translation>
    </message>
    <message>
        <source>inflight serve: writing %1 failed (%2): the recording is incomplete; stopping.
</source>
        <translation>inflight serve: falló la escritura de %1 (%2): la grabación está incompleta; se detiene.
</translation>
    </message>
    <message>
        <source>At most N connections at once (default 128); one more is refused with 503.</source>
        <translation>Como máximo N conexiones a la vez (predeterminado 128); una más se rechaza con 503.</translation>
    </message>
    <message>
        <source>Refuse a request larger than BYTES with 413 (default 4194304: SQS&apos;s largest request, a 1 MiB batch, encoded as a form).</source>
        <translation>Rechazar con 413 una solicitud mayor que BYTES (predeterminado 4194304: la solicitud más grande de SQS, un lote de 1 MiB, codificado como formulario).</translation>
    </message>
    <message>
        <source>At most BYTES of requests still arriving, over all connections (default 67108864); the request that would pass it is refused with 503. At least --max-request-bytes.</source>
        <translation>Como máximo BYTES de solicitudes que aún están llegando, sumando todas las conexiones (predeterminado 67108864); la solicitud que lo superaría se rechaza con 503. Al menos --max-request-bytes.</translation>
    </message>
    <message>
        <source>Close a new connection that sends nothing for SECONDS, and one whose request takes longer than SECONDS to arrive (default 10).</source>
        <translation>Cerrar una conexión nueva que no envía nada durante SECONDS, y una cuya solicitud tarda más de SECONDS en llegar (predeterminado 10).</translation>
    </message>
    <message>
        <source>Close a connection idle for SECONDS between requests (default 60). One waiting for a long poll&apos;s answer is never idle.</source>
        <translation>Cerrar una conexión inactiva durante SECONDS entre solicitudes (predeterminado 60). Una que espera la respuesta de un sondeo largo nunca está inactiva.</translation>
    </message>
    <message>
        <source>inflight serve: --%1 takes a whole number from %2 to %3, not &apos;%4&apos;
</source>
        <translation>inflight serve: --%1 admite un número entero de %2 a %3, no “%4”
</translation>
    </message>
    <message>
        <source>inflight serve: --max-buffered-bytes (%1) must be at least the request size limit (%2): otherwise the largest request could never be taken
</source>
        <translation>inflight serve: --max-buffered-bytes (%1) debe ser al menos el límite de tamaño de una solicitud (%2): si no, la solicitud más grande nunca podría aceptarse
</translation>
    </message>
</context>
</TS>
