// Runs every snippet of a corpus directory in this one JVM (a JVM per snippet takes seconds)
// and prints { answers: { name: its stdout }, results: { name: the script's value } } as JSON
// (a value only when it is not null and JSON can carry it). Run by groovy-answers.ts; Groovy 2.4.
import groovy.json.JsonOutput

def dir = new File(args[0])
def answers = new TreeMap()
def results = new TreeMap()
// A result is kept when JSON can carry it (what a run answers the host): plain values only.
def plain
plain = { v ->
  v == null || v instanceof CharSequence || v instanceof Number || v instanceof Boolean ||
    (v instanceof List && v.every { plain(it) }) ||
    (v instanceof Map && v.every { k, x -> k instanceof CharSequence && plain(x) })
}
def failed = []
def realOut = System.out
dir.listFiles().findAll { it.name.endsWith('.groovy') }.sort { it.name }.each { file ->
  def name = file.name - ~/\.groovy$/
  def bytes = new ByteArrayOutputStream()
  def captured = new PrintStream(bytes, true, 'UTF-8')
  System.setOut(captured)
  try {
    // A class name of its own per snippet (the file name has dashes).
    def result = new GroovyShell(new Binding()).evaluate(file.getText('UTF-8'), name.replaceAll(/\W/, '_') + '.groovy')
    if (result != null && plain(result)) results[name] = result
  } catch (Throwable thrown) {
    failed << "${name}: ${thrown}"
  } finally {
    captured.flush()
    System.setOut(realOut)
  }
  answers[name] = bytes.toString('UTF-8')
}
if (failed) {
  System.err.println("Snippets that fail in Groovy (a snippet must run):\n" + failed.join('\n'))
  System.exit(1)
}
realOut.println(JsonOutput.toJson([answers: answers, results: results]))
