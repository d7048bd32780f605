def before = ['A', 'B', 'C']
def after = ['B', 'C', 'D']
println "added: ${after - before}"
println "removed: ${before - after}"
println "kept: ${before.intersect(after)}"
