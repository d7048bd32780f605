def ids = (1..7).toList()
ids.collate(3).eachWithIndex { batch, i -> println "batch ${i + 1}: ${batch.join(',')}" }
