(1..3).each { println "line $it" }
