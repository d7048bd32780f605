3.times { println "tick $it" }
def acc = []
2.times { acc << it * 10 }
println acc
